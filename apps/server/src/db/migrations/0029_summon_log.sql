CREATE TABLE "pity_rules" (
	"banner_type" text PRIMARY KEY NOT NULL,
	"soft_pity" smallint NOT NULL,
	"hard_pity" smallint NOT NULL,
	"reset_rarity" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pity_rules_type_valid" CHECK ("pity_rules"."banner_type" in ('limited','rerun','standard','collaboration')),
	CONSTRAINT "pity_rules_rarity_valid" CHECK ("pity_rules"."reset_rarity" in ('LR','GR','UR','SSR','SR','R')),
	CONSTRAINT "pity_rules_soft_range" CHECK ("pity_rules"."soft_pity" between 1 and 1000),
	CONSTRAINT "pity_rules_hard_range" CHECK ("pity_rules"."hard_pity" between 1 and 1000),
	CONSTRAINT "pity_rules_soft_before_hard" CHECK ("pity_rules"."soft_pity" <= "pity_rules"."hard_pity")
);
--> statement-breakpoint
CREATE TABLE "summon_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"banner_id" uuid,
	"banner_type" text NOT NULL,
	"kind" text NOT NULL,
	"summoned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "summon_entries_type_valid" CHECK ("summon_entries"."banner_type" in ('limited','rerun','standard','collaboration')),
	CONSTRAINT "summon_entries_kind_valid" CHECK ("summon_entries"."kind" in ('single','ten'))
);
--> statement-breakpoint
CREATE TABLE "summon_figure_totals" (
	"banner_type" text NOT NULL,
	"rarity" text NOT NULL,
	"pulls" integer DEFAULT 0 NOT NULL,
	"banner_pulls" integer DEFAULT 0 NOT NULL,
	"featured" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "summon_figure_totals_banner_type_rarity_pk" PRIMARY KEY("banner_type","rarity")
);
--> statement-breakpoint
CREATE TABLE "summon_results" (
	"entry_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"hero_id" uuid,
	"rarity" text NOT NULL,
	CONSTRAINT "summon_results_entry_id_position_pk" PRIMARY KEY("entry_id","position"),
	CONSTRAINT "summon_results_position_range" CHECK ("summon_results"."position" between 1 and 10),
	CONSTRAINT "summon_results_rarity_valid" CHECK ("summon_results"."rarity" in ('LR','GR','UR','SSR','SR','R'))
);
--> statement-breakpoint
CREATE TABLE "summon_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"share_figures" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "summon_entries" ADD CONSTRAINT "summon_entries_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summon_entries" ADD CONSTRAINT "summon_entries_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summon_results" ADD CONSTRAINT "summon_results_entry_id_summon_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."summon_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summon_results" ADD CONSTRAINT "summon_results_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summon_settings" ADD CONSTRAINT "summon_settings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "summon_entries_user_time_idx" ON "summon_entries" USING btree ("user_id","summoned_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "summon_entries_user_type_time_idx" ON "summon_entries" USING btree ("user_id","banner_type","summoned_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "summon_entries_user_banner_time_idx" ON "summon_entries" USING btree ("user_id","banner_id","summoned_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "summon_entries_banner_idx" ON "summon_entries" USING btree ("banner_id");--> statement-breakpoint
CREATE INDEX "summon_results_entry_rarity_idx" ON "summon_results" USING btree ("entry_id","rarity");--> statement-breakpoint
CREATE INDEX "summon_results_hero_idx" ON "summon_results" USING btree ("hero_id");--> statement-breakpoint
CREATE INDEX "summon_settings_sharing_idx" ON "summon_settings" USING btree ("user_id") WHERE "summon_settings"."share_figures";