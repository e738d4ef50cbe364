DROP INDEX "heroes_average_rating_idx";--> statement-breakpoint
DROP INDEX "heroes_community_score_idx";--> statement-breakpoint
CREATE INDEX "heroes_rating_rank_idx" ON "heroes" USING btree (("rating_count" >= 3) desc,round("rating_sum"::numeric / nullif("rating_count", 0), 1) desc nulls last,"rating_count" desc,"name","id");