CREATE TABLE "team_votes" (
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_votes_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
DROP INDEX "temporary_teams_user_created_idx";--> statement-breakpoint
ALTER TABLE "temporary_teams" ADD COLUMN "mode_id" uuid;--> statement-breakpoint
ALTER TABLE "temporary_teams" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "temporary_teams" ADD COLUMN "vote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_votes" ADD CONSTRAINT "team_votes_team_id_temporary_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."temporary_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_votes" ADD CONSTRAINT "team_votes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_votes_user_idx" ON "team_votes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "temporary_teams" ADD CONSTRAINT "temporary_teams_mode_id_game_modes_id_fk" FOREIGN KEY ("mode_id") REFERENCES "public"."game_modes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "temporary_teams_votes_idx" ON "temporary_teams" USING btree ("vote_count","created_at","id");--> statement-breakpoint
CREATE INDEX "temporary_teams_mode_created_idx" ON "temporary_teams" USING btree ("mode_id","created_at","id");--> statement-breakpoint
CREATE INDEX "temporary_teams_mode_votes_idx" ON "temporary_teams" USING btree ("mode_id","vote_count","created_at","id");--> statement-breakpoint
CREATE INDEX "temporary_teams_user_created_idx" ON "temporary_teams" USING btree ("user_id","created_at","id");--> statement-breakpoint
ALTER TABLE "temporary_teams" ADD CONSTRAINT "temporary_teams_notes_length" CHECK (char_length("temporary_teams"."notes") <= 1000);--> statement-breakpoint
ALTER TABLE "temporary_teams" ADD CONSTRAINT "temporary_teams_vote_count" CHECK ("temporary_teams"."vote_count" >= 0);