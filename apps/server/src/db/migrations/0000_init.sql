CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"status" text DEFAULT 'unread' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_category_valid" CHECK ("contact_messages"."category" in ('suggestions','misconduct','technical','affiliation','general')),
	CONSTRAINT "contact_messages_status_valid" CHECK ("contact_messages"."status" in ('unread','read'))
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"author_id" text,
	"slug" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"thumbnail_url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guides_slug_unique" UNIQUE("slug"),
	CONSTRAINT "guides_status_valid" CHECK ("guides"."status" in ('pending','approved','rejected'))
);
--> statement-breakpoint
CREATE TABLE "media" (
	"hash" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"content" text,
	"image_url" text,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "official_content_type_valid" CHECK ("official_content"."type" in ('news','updates','events'))
);
--> statement-breakpoint
CREATE TABLE "page_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_content_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "redeem_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"rewards" text NOT NULL,
	"expires_at" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redeem_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "comment_votes" (
	"comment_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"vote_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_votes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id"),
	CONSTRAINT "comment_votes_type_valid" CHECK ("comment_votes"."vote_type" in ('up','down'))
);
--> statement-breakpoint
CREATE TABLE "hero_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hero_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"votes_up" integer DEFAULT 0 NOT NULL,
	"votes_down" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hero_comments_length" CHECK (char_length("hero_comments"."content") between 5 and 500),
	CONSTRAINT "hero_comments_votes" CHECK ("hero_comments"."votes_up" >= 0 and "hero_comments"."votes_down" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hero_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hero_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hero_ratings_range" CHECK ("hero_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "heroes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"class" text NOT NULL,
	"rarity" text NOT NULL,
	"rarity_rank" smallint GENERATED ALWAYS AS (case rarity when 'LR' then 5 when 'GR' then 4 when 'UR' then 3 when 'SSR' then 2 when 'SR' then 1 else 0 end) STORED NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "heroes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "heroes_class_valid" CHECK ("heroes"."class" in ('Guard','Scholar','Doctor','Gourmet')),
	CONSTRAINT "heroes_rarity_valid" CHECK ("heroes"."rarity" in ('LR','GR','UR','SSR','SR','R')),
	CONSTRAINT "heroes_rating_counts" CHECK ("heroes"."rating_count" >= 0 and "heroes"."rating_sum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_hero_roster" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"hero_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_hero_roster_position_range" CHECK ("user_hero_roster"."position" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "favorite_outfits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"outfit_id" uuid NOT NULL,
	"gender_preference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_outfits_gender_valid" CHECK ("favorite_outfits"."gender_preference" in ('male','female'))
);
--> statement-breakpoint
CREATE TABLE "outfits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"folder_name" text NOT NULL,
	"folder_number" integer NOT NULL,
	"description" text,
	"category" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"overall_image" text,
	"male_image" text,
	"female_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outfits_slug_unique" UNIQUE("slug"),
	CONSTRAINT "outfits_folder_name_unique" UNIQUE("folder_name"),
	CONSTRAINT "outfits_folder_name_format" CHECK ("outfits"."folder_name" ~ '^outfit_[0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"from_user_id" text,
	"type" text NOT NULL,
	"content" text,
	"post_id" text,
	"comment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_valid" CHECK ("notifications"."type" in ('friend_request','friend_accept','friend_reject','friend_remove','profile_comment','comment_reply','post_comment'))
);
--> statement-breakpoint
CREATE TABLE "profile_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"author_id" text NOT NULL,
	"parent_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_comments_length" CHECK (char_length("profile_comments"."content") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text DEFAULT 'user' NOT NULL,
	"is_setup_complete" boolean DEFAULT false NOT NULL,
	"avatar_url" text,
	"biography" text,
	"location" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"twitter_handle" text,
	"discord_handle" text,
	"youtube_handle" text,
	"character_name" text,
	"server" text,
	"character_class" text,
	"character_level" integer,
	"guild_name" text,
	"guild_role" text,
	"lover_id" text,
	"lover_name" text,
	"heirs" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_username_format" CHECK ("profiles"."username" ~ '^[A-Za-z0-9_]{3,30}$'),
	CONSTRAINT "profiles_character_class_valid" CHECK ("profiles"."character_class" is null or "profiles"."character_class" in ('Guard','Scholar','Doctor','Gourmet')),
	CONSTRAINT "profiles_guild_role_valid" CHECK ("profiles"."guild_role" is null or "profiles"."guild_role" in ('Leader','Deputy','Secretary','Diplomat','Elite','Member')),
	CONSTRAINT "profiles_character_level_range" CHECK ("profiles"."character_level" is null or "profiles"."character_level" between 0 and 220),
	CONSTRAINT "profiles_biography_length" CHECK (char_length("profiles"."biography") <= 500)
);
--> statement-breakpoint
CREATE TABLE "relationships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"related_user_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relationships_type_valid" CHECK ("relationships"."type" in ('friend','pending')),
	CONSTRAINT "relationships_not_self" CHECK ("relationships"."user_id" <> "relationships"."related_user_id")
);
--> statement-breakpoint
CREATE TABLE "temporary_team_heroes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"hero_id" uuid,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "temporary_team_heroes_position_range" CHECK ("temporary_team_heroes"."position" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "temporary_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "temporary_teams_slug_unique" UNIQUE("slug"),
	CONSTRAINT "temporary_teams_name_length" CHECK (char_length("temporary_teams"."name") between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_codes" ADD CONSTRAINT "redeem_codes_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_comment_id_hero_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."hero_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_votes" ADD CONSTRAINT "comment_votes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_comments" ADD CONSTRAINT "hero_comments_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_comments" ADD CONSTRAINT "hero_comments_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_ratings" ADD CONSTRAINT "hero_ratings_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_ratings" ADD CONSTRAINT "hero_ratings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_hero_roster" ADD CONSTRAINT "user_hero_roster_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_hero_roster" ADD CONSTRAINT "user_hero_roster_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_outfits" ADD CONSTRAINT "favorite_outfits_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_outfits" ADD CONSTRAINT "favorite_outfits_outfit_id_outfits_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_from_user_id_profiles_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_comments" ADD CONSTRAINT "profile_comments_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_comments" ADD CONSTRAINT "profile_comments_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_comments" ADD CONSTRAINT "profile_comments_parent_id_profile_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."profile_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_lover_id_profiles_id_fk" FOREIGN KEY ("lover_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relationships" ADD CONSTRAINT "relationships_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relationships" ADD CONSTRAINT "relationships_related_user_id_profiles_id_fk" FOREIGN KEY ("related_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_team_heroes" ADD CONSTRAINT "temporary_team_heroes_team_id_temporary_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."temporary_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_team_heroes" ADD CONSTRAINT "temporary_team_heroes_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_teams" ADD CONSTRAINT "temporary_teams_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "guides_status_created_idx" ON "guides" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "guides_author_idx" ON "guides" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "guides_tags_gin_idx" ON "guides" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "official_content_type_slug_uq" ON "official_content" USING btree ("type","slug");--> statement-breakpoint
CREATE INDEX "official_content_type_publish_idx" ON "official_content" USING btree ("type","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "official_content_publish_idx" ON "official_content" USING btree ("publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "redeem_codes_active_created_idx" ON "redeem_codes" USING btree ("is_active","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comment_votes_user_idx" ON "comment_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hero_comments_useful_idx" ON "hero_comments" USING btree ("hero_id","votes_up" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hero_comments_recent_idx" ON "hero_comments" USING btree ("hero_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hero_comments_user_idx" ON "hero_comments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hero_ratings_hero_user_uq" ON "hero_ratings" USING btree ("hero_id","user_id");--> statement-breakpoint
CREATE INDEX "hero_ratings_user_idx" ON "hero_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "heroes_rarity_name_idx" ON "heroes" USING btree ("rarity_rank" DESC NULLS LAST,"name");--> statement-breakpoint
CREATE INDEX "heroes_name_lower_idx" ON "heroes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "heroes_class_idx" ON "heroes" USING btree ("class");--> statement-breakpoint
CREATE INDEX "heroes_roles_gin_idx" ON "heroes" USING gin ("roles");--> statement-breakpoint
CREATE UNIQUE INDEX "user_hero_roster_user_hero_uq" ON "user_hero_roster" USING btree ("user_id","hero_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_hero_roster_user_position_uq" ON "user_hero_roster" USING btree ("user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "user_hero_roster_one_main_uq" ON "user_hero_roster" USING btree ("user_id") WHERE "user_hero_roster"."is_main";--> statement-breakpoint
CREATE INDEX "user_hero_roster_hero_idx" ON "user_hero_roster" USING btree ("hero_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_outfits_user_uq" ON "favorite_outfits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "favorite_outfits_outfit_idx" ON "favorite_outfits" USING btree ("outfit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outfits_folder_number_uq" ON "outfits" USING btree ("folder_number");--> statement-breakpoint
CREATE INDEX "outfits_category_idx" ON "outfits" USING btree ("category");--> statement-breakpoint
CREATE INDEX "outfits_tags_gin_idx" ON "outfits" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profile_comments_profile_created_idx" ON "profile_comments" USING btree ("profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profile_comments_parent_idx" ON "profile_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "profile_comments_author_idx" ON "profile_comments" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_lower_uq" ON "profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profiles_is_admin_idx" ON "profiles" USING btree ("is_admin");--> statement-breakpoint
CREATE UNIQUE INDEX "relationships_pair_uq" ON "relationships" USING btree ("user_id","related_user_id");--> statement-breakpoint
CREATE INDEX "relationships_related_idx" ON "relationships" USING btree ("related_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "temporary_team_heroes_team_position_uq" ON "temporary_team_heroes" USING btree ("team_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "temporary_team_heroes_team_hero_uq" ON "temporary_team_heroes" USING btree ("team_id","hero_id");--> statement-breakpoint
CREATE INDEX "temporary_team_heroes_hero_idx" ON "temporary_team_heroes" USING btree ("hero_id");--> statement-breakpoint
CREATE INDEX "temporary_teams_user_created_idx" ON "temporary_teams" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "temporary_teams_created_idx" ON "temporary_teams" USING btree ("created_at" DESC NULLS LAST);