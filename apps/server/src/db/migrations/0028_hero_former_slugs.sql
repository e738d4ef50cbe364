CREATE TABLE "hero_former_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"hero_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hero_former_slugs" ADD CONSTRAINT "hero_former_slugs_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hero_former_slugs_hero_idx" ON "hero_former_slugs" USING btree ("hero_id");