DROP INDEX "temporary_teams_created_idx";--> statement-breakpoint
CREATE INDEX "temporary_teams_name_trgm_idx" ON "temporary_teams" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "temporary_teams_created_idx" ON "temporary_teams" USING btree ("created_at","id");