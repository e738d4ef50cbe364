DROP INDEX "heroes_rarity_name_idx";--> statement-breakpoint
CREATE INDEX "heroes_average_rating_idx" ON "heroes" USING btree (("rating_sum"::float / nullif("rating_count", 0)) desc) WHERE "heroes"."rating_count" > 0;--> statement-breakpoint
CREATE INDEX "heroes_rarity_name_idx" ON "heroes" USING btree ("rarity_rank" DESC NULLS LAST,"name","id");