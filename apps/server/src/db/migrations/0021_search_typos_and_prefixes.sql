ALTER TABLE "heroes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || E'\n' || jsonb_path_query_array(skills, '$[*].name')::text || E'\n' || jsonb_path_query_array(skills, '$[*].description')::text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "heroes_search_text_trgm_idx" ON "heroes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "heroes_search_text_gist_idx" ON "heroes" USING gist ("search_text" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_username_prefix_idx" ON "profiles" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_username_gist_idx" ON "profiles" USING gist (lower("username") gist_trgm_ops);