CREATE TABLE "database_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"rarity" text,
	"rarity_rank" smallint GENERATED ALWAYS AS (case rarity when 'LR' then 5 when 'GR' then 4 when 'UR' then 3 when 'SSR' then 2 when 'SR' then 1 when 'R' then 0 else -1 end) STORED NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "database_entries_category_valid" CHECK ("database_entries"."category" in ('gear','relics','gems','pets','mounts','maps','npc','quests','heir','recipes','items','systems')),
	CONSTRAINT "database_entries_rarity_valid" CHECK ("database_entries"."rarity" is null or "database_entries"."rarity" in ('LR','GR','UR','SSR','SR','R'))
);
--> statement-breakpoint
CREATE TABLE "database_entry_heroes" (
	"entry_id" uuid NOT NULL,
	"hero_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "database_entry_heroes_entry_id_hero_id_pk" PRIMARY KEY("entry_id","hero_id")
);
--> statement-breakpoint
ALTER TABLE "database_entry_heroes" ADD CONSTRAINT "database_entry_heroes_entry_id_database_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."database_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "database_entry_heroes" ADD CONSTRAINT "database_entry_heroes_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "database_entries_category_slug_uq" ON "database_entries" USING btree ("category","slug");--> statement-breakpoint
CREATE INDEX "database_entries_category_name_idx" ON "database_entries" USING btree ("category",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "database_entries_category_rarity_idx" ON "database_entries" USING btree ("category","rarity_rank" DESC NULLS LAST,lower("name"),"id");--> statement-breakpoint
CREATE INDEX "database_entries_updated_idx" ON "database_entries" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "database_entries_tags_gin_idx" ON "database_entries" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "database_entries_search_trgm_idx" ON "database_entries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "database_entry_heroes_hero_idx" ON "database_entry_heroes" USING btree ("hero_id");--> statement-breakpoint
CREATE INDEX "guides_approved_title_trgm_idx" ON "guides" USING gin (lower("title") gin_trgm_ops) WHERE "guides"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "hero_comments_created_idx" ON "hero_comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profile_comments_created_idx" ON "profile_comments" USING btree ("created_at");