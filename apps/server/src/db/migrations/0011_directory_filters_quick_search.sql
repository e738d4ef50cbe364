CREATE INDEX "official_content_title_trgm_idx" ON "official_content" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_server_username_idx" ON "profiles" USING btree (lower("server"),lower("username"));--> statement-breakpoint
CREATE INDEX "profiles_server_created_at_idx" ON "profiles" USING btree (lower("server"),"created_at","id");--> statement-breakpoint
CREATE INDEX "profiles_guild_name_trgm_idx" ON "profiles" USING gin (lower("guild_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "redeem_codes_code_trgm_idx" ON "redeem_codes" USING gin (lower("code") gin_trgm_ops);