CREATE TABLE "community_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid,
	"guide_id" uuid,
	"author_id" text NOT NULL,
	"parent_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_comments_one_target" CHECK (num_nonnulls("community_comments"."team_id", "community_comments"."guide_id") = 1),
	CONSTRAINT "community_comments_length" CHECK (char_length("community_comments"."content") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_valid";--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_team_id_temporary_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."temporary_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_parent_id_community_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."community_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_comments_team_top_idx" ON "community_comments" USING btree ("team_id","created_at","id") WHERE "community_comments"."team_id" is not null and "community_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "community_comments_guide_top_idx" ON "community_comments" USING btree ("guide_id","created_at","id") WHERE "community_comments"."guide_id" is not null and "community_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "community_comments_parent_idx" ON "community_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "community_comments_author_idx" ON "community_comments" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_valid" CHECK ("notifications"."type" in ('friend_request','friend_accept','friend_reject','friend_remove','profile_comment','comment_reply','post_comment','guide_approved','guide_rejected','team_comment','guide_comment','team_comment_reply','guide_comment_reply'));