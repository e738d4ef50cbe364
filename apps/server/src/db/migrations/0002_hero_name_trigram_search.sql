CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "heroes_name_trgm_idx" ON "heroes" USING gin (lower("name") gin_trgm_ops);
