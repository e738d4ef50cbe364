DROP INDEX "profiles_created_at_idx";--> statement-breakpoint
CREATE INDEX "profiles_username_trgm_idx" ON "profiles" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at","id");