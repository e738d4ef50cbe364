CREATE TABLE "database_entry_translations" (
	"item_id" uuid NOT NULL,
	"language" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "database_entry_translations_item_id_language_pk" PRIMARY KEY("item_id","language")
);
--> statement-breakpoint
CREATE TABLE "hero_translations" (
	"item_id" uuid NOT NULL,
	"language" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hero_translations_item_id_language_pk" PRIMARY KEY("item_id","language")
);
--> statement-breakpoint
CREATE TABLE "official_content_translations" (
	"item_id" uuid NOT NULL,
	"language" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "official_content_translations_item_id_language_pk" PRIMARY KEY("item_id","language")
);
--> statement-breakpoint
CREATE TABLE "page_translations" (
	"item_id" uuid NOT NULL,
	"language" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_translations_item_id_language_pk" PRIMARY KEY("item_id","language")
);
--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "hero_comments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "database_entry_translations" ADD CONSTRAINT "database_entry_translations_item_id_database_entries_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."database_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_translations" ADD CONSTRAINT "hero_translations_item_id_heroes_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_content_translations" ADD CONSTRAINT "official_content_translations_item_id_official_content_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."official_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_item_id_page_content_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."page_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guides_status_language_created_idx" ON "guides" USING btree ("status","language","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);