CREATE TABLE "banner_heroes" (
	"banner_id" uuid NOT NULL,
	"hero_id" uuid NOT NULL,
	"is_rate_up" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "banner_heroes_banner_id_hero_id_pk" PRIMARY KEY("banner_id","hero_id")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"image_url" text,
	"notes" text DEFAULT '' NOT NULL,
	"advice" text NOT NULL,
	"advice_reason" text NOT NULL,
	"created_by" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_slug_unique" UNIQUE("slug"),
	CONSTRAINT "banners_type_valid" CHECK ("banners"."type" in ('limited','rerun','standard','collaboration')),
	CONSTRAINT "banners_advice_valid" CHECK ("banners"."advice" in ('pull','consider','skip')),
	CONSTRAINT "banners_ends_after_start" CHECK ("banners"."ends_at" > "banners"."starts_at"),
	CONSTRAINT "banners_name_length" CHECK (char_length("banners"."name") between 1 and 100),
	CONSTRAINT "banners_reason_length" CHECK (char_length("banners"."advice_reason") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "moderation_log" DROP CONSTRAINT "moderation_log_action_valid";--> statement-breakpoint
ALTER TABLE "moderation_log" DROP CONSTRAINT "moderation_log_target_kind_valid";--> statement-breakpoint
ALTER TABLE "official_content" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "official_content" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banner_heroes" ADD CONSTRAINT "banner_heroes_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_heroes" ADD CONSTRAINT "banner_heroes_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banner_heroes_hero_idx" ON "banner_heroes" USING btree ("hero_id");--> statement-breakpoint
CREATE INDEX "banners_ends_at_idx" ON "banners" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "banners_starts_at_idx" ON "banners" USING btree ("starts_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "official_content_starts_idx" ON "official_content" USING btree ("starts_at") WHERE "official_content"."starts_at" is not null;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_action_valid" CHECK ("moderation_log"."action" in ('report_dismissed','content_removed','member_warned','member_suspended','member_banned','suspension_lifted','ban_lifted','member_edited','member_deleted','password_reset','guide_approved','guide_rejected','content_deleted','code_deleted','banner_deleted','hero_deleted','outfit_edited','comment_deleted','entry_deleted','page_edited'));--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_target_kind_valid" CHECK ("moderation_log"."target_kind" is null or "moderation_log"."target_kind" in ('hero_comment','profile_comment','community_comment','guide','team','profile','official_content','redeem_code','banner','hero','outfit','database_entry','page'));--> statement-breakpoint
ALTER TABLE "official_content" ADD CONSTRAINT "official_content_dates_valid" CHECK (("official_content"."starts_at" is null and "official_content"."ends_at" is null) or ("official_content"."starts_at" is not null and "official_content"."ends_at" > "official_content"."starts_at"));