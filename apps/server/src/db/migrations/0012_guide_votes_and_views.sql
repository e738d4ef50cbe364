CREATE TABLE "guide_helpful_votes" (
	"guide_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_helpful_votes_guide_id_user_id_pk" PRIMARY KEY("guide_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "guide_views" (
	"guide_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "guide_views_guide_id_day_visitor_pk" PRIMARY KEY("guide_id","day","visitor")
);
--> statement-breakpoint
DROP INDEX "guides_author_idx";--> statement-breakpoint
DROP INDEX "guides_status_created_idx";--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "helpful_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guide_helpful_votes" ADD CONSTRAINT "guide_helpful_votes_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_helpful_votes" ADD CONSTRAINT "guide_helpful_votes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_views" ADD CONSTRAINT "guide_views_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_helpful_votes_user_idx" ON "guide_helpful_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "guide_views_day_idx" ON "guide_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "guides_status_helpful_idx" ON "guides" USING btree ("status","helpful_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "guides_status_views_idx" ON "guides" USING btree ("status","view_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "guides_author_created_idx" ON "guides" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "guides_status_created_idx" ON "guides" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_counts_not_negative" CHECK ("guides"."helpful_count" >= 0 and "guides"."view_count" >= 0);