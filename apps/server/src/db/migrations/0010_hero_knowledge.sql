CREATE TABLE "guide_heroes" (
	"guide_id" uuid NOT NULL,
	"hero_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "guide_heroes_guide_id_hero_id_pk" PRIMARY KEY("guide_id","hero_id"),
	CONSTRAINT "guide_heroes_position_range" CHECK ("guide_heroes"."position" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "hero_build_entries" (
	"hero_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "hero_build_entries_hero_id_position_pk" PRIMARY KEY("hero_id","position"),
	CONSTRAINT "hero_build_entries_position_range" CHECK ("hero_build_entries"."position" between 1 and 8),
	CONSTRAINT "hero_build_entries_note_length" CHECK (char_length("hero_build_entries"."note") <= 120)
);
--> statement-breakpoint
CREATE TABLE "hero_teammates" (
	"hero_id" uuid NOT NULL,
	"teammate_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "hero_teammates_hero_id_position_pk" PRIMARY KEY("hero_id","position"),
	CONSTRAINT "hero_teammates_position_range" CHECK ("hero_teammates"."position" between 1 and 4),
	CONSTRAINT "hero_teammates_not_self" CHECK ("hero_teammates"."hero_id" <> "hero_teammates"."teammate_id")
);
--> statement-breakpoint
CREATE TABLE "game_modes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_modes_name_unique" UNIQUE("name"),
	CONSTRAINT "game_modes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "game_modes_name_length" CHECK (char_length("game_modes"."name") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "hero_tiers" (
	"mode_id" uuid NOT NULL,
	"hero_id" uuid NOT NULL,
	"tier" text NOT NULL,
	"tier_rank" smallint GENERATED ALWAYS AS (case tier when 'S+' then 0 when 'S' then 1 when 'A' then 2 when 'B' then 3 when 'C' then 4 when 'D' then 5 end) STORED NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "hero_tiers_mode_id_hero_id_pk" PRIMARY KEY("mode_id","hero_id"),
	CONSTRAINT "hero_tiers_tier_valid" CHECK ("hero_tiers"."tier" in ('S+','S','A','B','C','D'))
);
--> statement-breakpoint
CREATE TABLE "tier_list_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mode_id" uuid NOT NULL,
	"author_id" text,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_list_changes_note_length" CHECK (char_length("tier_list_changes"."note") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "hp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "attack" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "defense" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "speed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "build_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guide_heroes" ADD CONSTRAINT "guide_heroes_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_heroes" ADD CONSTRAINT "guide_heroes_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_build_entries" ADD CONSTRAINT "hero_build_entries_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_build_entries" ADD CONSTRAINT "hero_build_entries_entry_id_database_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."database_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_teammates" ADD CONSTRAINT "hero_teammates_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_teammates" ADD CONSTRAINT "hero_teammates_teammate_id_heroes_id_fk" FOREIGN KEY ("teammate_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_tiers" ADD CONSTRAINT "hero_tiers_mode_id_game_modes_id_fk" FOREIGN KEY ("mode_id") REFERENCES "public"."game_modes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_tiers" ADD CONSTRAINT "hero_tiers_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_list_changes" ADD CONSTRAINT "tier_list_changes_mode_id_game_modes_id_fk" FOREIGN KEY ("mode_id") REFERENCES "public"."game_modes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_list_changes" ADD CONSTRAINT "tier_list_changes_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_heroes_hero_idx" ON "guide_heroes" USING btree ("hero_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hero_build_entries_hero_entry_uq" ON "hero_build_entries" USING btree ("hero_id","entry_id");--> statement-breakpoint
CREATE INDEX "hero_build_entries_entry_idx" ON "hero_build_entries" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hero_teammates_hero_teammate_uq" ON "hero_teammates" USING btree ("hero_id","teammate_id");--> statement-breakpoint
CREATE INDEX "hero_teammates_teammate_idx" ON "hero_teammates" USING btree ("teammate_id");--> statement-breakpoint
CREATE INDEX "game_modes_position_idx" ON "game_modes" USING btree ("position","name");--> statement-breakpoint
CREATE INDEX "hero_tiers_mode_rank_idx" ON "hero_tiers" USING btree ("mode_id","tier_rank","position","hero_id");--> statement-breakpoint
CREATE INDEX "hero_tiers_hero_idx" ON "hero_tiers" USING btree ("hero_id");--> statement-breakpoint
CREATE INDEX "tier_list_changes_mode_created_idx" ON "tier_list_changes" USING btree ("mode_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tier_list_changes_author_idx" ON "tier_list_changes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "heroes_name_id_idx" ON "heroes" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "heroes_created_idx" ON "heroes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "heroes_community_score_idx" ON "heroes" USING btree ((("rating_sum" + 15)::float / ("rating_count" + 5)) desc,"name","id");--> statement-breakpoint
ALTER TABLE "heroes" ADD CONSTRAINT "heroes_stats_range" CHECK ("heroes"."hp" between 0 and 999999 and "heroes"."attack" between 0 and 999999 and "heroes"."defense" between 0 and 999999 and "heroes"."speed" between 0 and 999999);--> statement-breakpoint
-- Skills written before skill types count as Active with no cooldown until an admin says otherwise.
UPDATE "heroes" SET "skills" = (
	SELECT coalesce(jsonb_agg(skill || '{"type":"Active","cooldown":0}'::jsonb ORDER BY ordinality), '[]'::jsonb)
	FROM jsonb_array_elements("skills") WITH ORDINALITY AS s(skill, ordinality)
) WHERE jsonb_array_length("skills") > 0;
