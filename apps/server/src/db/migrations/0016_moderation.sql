CREATE TABLE "member_restrictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"ends_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" text,
	CONSTRAINT "member_restrictions_kind_valid" CHECK ("member_restrictions"."kind" in ('suspension','ban')),
	CONSTRAINT "member_restrictions_reason_length" CHECK (char_length("member_restrictions"."reason") between 1 and 500),
	CONSTRAINT "member_restrictions_ends_with_suspension" CHECK (("member_restrictions"."kind" = 'suspension') = ("member_restrictions"."ends_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text NOT NULL,
	"admin_name" text NOT NULL,
	"action" text NOT NULL,
	"member_id" text,
	"member_name" text,
	"target_kind" text,
	"target_id" text,
	"target_label" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_log_action_valid" CHECK ("moderation_log"."action" in ('report_dismissed','content_removed','member_warned','member_suspended','member_banned','suspension_lifted','ban_lifted','member_edited','member_deleted','password_reset','guide_approved','guide_rejected','content_deleted','code_deleted','hero_deleted','outfit_edited')),
	CONSTRAINT "moderation_log_target_kind_valid" CHECK ("moderation_log"."target_kind" is null or "moderation_log"."target_kind" in ('hero_comment','profile_comment','community_comment','guide','team','profile','official_content','redeem_code','hero','outfit'))
);
--> statement-breakpoint
ALTER TABLE "member_restrictions" ADD CONSTRAINT "member_restrictions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_restrictions" ADD CONSTRAINT "member_restrictions_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_restrictions" ADD CONSTRAINT "member_restrictions_lifted_by_profiles_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_restrictions_user_idx" ON "member_restrictions" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "member_restrictions"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_log_created_idx" ON "moderation_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_log_admin_idx" ON "moderation_log" USING btree ("admin_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_log_member_idx" ON "moderation_log" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_log_action_idx" ON "moderation_log" USING btree ("action","created_at" DESC NULLS LAST);