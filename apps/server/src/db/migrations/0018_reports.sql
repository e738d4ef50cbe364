CREATE TABLE "reported_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"author_id" text,
	"open_count" integer DEFAULT 0 NOT NULL,
	"last_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reported_items_kind_valid" CHECK ("reported_items"."target_kind" in ('hero_comment','profile_comment','community_comment','guide','team','profile')),
	CONSTRAINT "reported_items_open_count" CHECK ("reported_items"."open_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "reports_reason_valid" CHECK ("reports"."reason" in ('spam','harassment','cheating','personal_information','inappropriate','other')),
	CONSTRAINT "reports_status_valid" CHECK ("reports"."status" in ('open','dismissed','upheld')),
	CONSTRAINT "reports_note_length" CHECK (char_length("reports"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_valid";--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hero_comments" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_comments" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "temporary_teams" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reported_items" ADD CONSTRAINT "reported_items_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_item_id_reported_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."reported_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reported_items_target_uq" ON "reported_items" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "reported_items_open_idx" ON "reported_items" USING btree ("last_reported_at","id") WHERE "reported_items"."open_count" > 0;--> statement-breakpoint
CREATE INDEX "reported_items_author_idx" ON "reported_items" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_per_member_uq" ON "reports" USING btree ("item_id","reporter_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_item_status_idx" ON "reports" USING btree ("item_id","status");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_valid" CHECK ("notifications"."type" in ('friend_request','friend_accept','friend_reject','friend_remove','profile_comment','comment_reply','post_comment','guide_approved','guide_rejected','team_comment','guide_comment','team_comment_reply','guide_comment_reply','member_warned','report_upheld','report_dismissed'));