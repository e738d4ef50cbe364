CREATE TABLE "collection_entries" (
	"user_id" text NOT NULL,
	"hero_id" uuid NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"stars" smallint DEFAULT 1 NOT NULL,
	"note" text,
	"is_building" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_entries_pk" PRIMARY KEY("user_id","hero_id"),
	CONSTRAINT "collection_entries_level_range" CHECK ("collection_entries"."level" between 1 and 150),
	CONSTRAINT "collection_entries_stars_range" CHECK ("collection_entries"."stars" between 1 and 6),
	CONSTRAINT "collection_entries_note_length" CHECK ("collection_entries"."note" is null or char_length("collection_entries"."note") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "collection_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_settings_visibility_valid" CHECK ("collection_settings"."visibility" in ('public','friends','private'))
);
--> statement-breakpoint
CREATE TABLE "hero_owner_counts" (
	"hero_id" uuid PRIMARY KEY NOT NULL,
	"owners" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hero_owner_counts_not_negative" CHECK ("hero_owner_counts"."owners" >= 0)
);
--> statement-breakpoint
ALTER TABLE "collection_entries" ADD CONSTRAINT "collection_entries_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_entries" ADD CONSTRAINT "collection_entries_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_settings" ADD CONSTRAINT "collection_settings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_owner_counts" ADD CONSTRAINT "hero_owner_counts_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_entries_hero_idx" ON "collection_entries" USING btree ("hero_id");--> statement-breakpoint
CREATE INDEX "collection_entries_user_updated_idx" ON "collection_entries" USING btree ("user_id","updated_at");