CREATE TABLE "media_renditions" (
	"hash" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_renditions" ADD CONSTRAINT "media_renditions_hash_media_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."media"("hash") ON DELETE cascade ON UPDATE no action;