CREATE TABLE "hero_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hero_id" uuid NOT NULL,
	"verdict" text DEFAULT '' NOT NULL,
	"overview" text DEFAULT '' NOT NULL,
	"strengths" text[] DEFAULT '{}'::text[] NOT NULL,
	"weaknesses" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hero_reviews_hero_id_unique" UNIQUE("hero_id"),
	CONSTRAINT "hero_reviews_verdict_length" CHECK (char_length("hero_reviews"."verdict") between 0 and 200),
	CONSTRAINT "hero_reviews_overview_length" CHECK (char_length("hero_reviews"."overview") between 0 and 20000),
	CONSTRAINT "hero_reviews_strengths_fit" CHECK (coalesce(array_length("hero_reviews"."strengths", 1), 0) <= 6
    and array_position("hero_reviews"."strengths", '') is null
    and char_length(array_to_string("hero_reviews"."strengths", '')) <= 840),
	CONSTRAINT "hero_reviews_weaknesses_fit" CHECK (coalesce(array_length("hero_reviews"."weaknesses", 1), 0) <= 6
    and array_position("hero_reviews"."weaknesses", '') is null
    and char_length(array_to_string("hero_reviews"."weaknesses", '')) <= 840)
);
--> statement-breakpoint
CREATE TABLE "hero_specialities" (
	"hero_id" uuid NOT NULL,
	"speciality_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "hero_specialities_hero_id_speciality_id_pk" PRIMARY KEY("hero_id","speciality_id")
);
--> statement-breakpoint
CREATE TABLE "specialities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialities_slug_unique" UNIQUE("slug"),
	CONSTRAINT "specialities_name_length" CHECK (char_length("specialities"."name") between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "tier_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mode_id" uuid NOT NULL,
	"hero_id" uuid NOT NULL,
	"change_id" uuid NOT NULL,
	"from_tier" text,
	"to_tier" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_history_from_valid" CHECK ("tier_history"."from_tier" is null or "tier_history"."from_tier" in ('S+','S','A','B','C','D')),
	CONSTRAINT "tier_history_to_valid" CHECK ("tier_history"."to_tier" is null or "tier_history"."to_tier" in ('S+','S','A','B','C','D')),
	CONSTRAINT "tier_history_is_move" CHECK ("tier_history"."from_tier" is distinct from "tier_history"."to_tier")
);
--> statement-breakpoint
ALTER TABLE "hero_tiers" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hero_reviews" ADD CONSTRAINT "hero_reviews_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_specialities" ADD CONSTRAINT "hero_specialities_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_specialities" ADD CONSTRAINT "hero_specialities_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_history" ADD CONSTRAINT "tier_history_mode_id_game_modes_id_fk" FOREIGN KEY ("mode_id") REFERENCES "public"."game_modes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_history" ADD CONSTRAINT "tier_history_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_history" ADD CONSTRAINT "tier_history_change_id_tier_list_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."tier_list_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hero_specialities_speciality_idx" ON "hero_specialities" USING btree ("speciality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "specialities_name_lower_idx" ON "specialities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "tier_history_hero_mode_created_idx" ON "tier_history" USING btree ("hero_id","mode_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tier_history_mode_created_idx" ON "tier_history" USING btree ("mode_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tier_history_change_idx" ON "tier_history" USING btree ("change_id");--> statement-breakpoint
ALTER TABLE "hero_tiers" ADD CONSTRAINT "hero_tiers_reason_length" CHECK (char_length("hero_tiers"."reason") between 0 and 300);