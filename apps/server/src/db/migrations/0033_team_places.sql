DROP INDEX "temporary_team_heroes_hero_idx";--> statement-breakpoint
ALTER TABLE "temporary_team_heroes" ADD COLUMN "team_places" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
UPDATE "temporary_team_heroes" SET "team_places" = (SELECT count(*) FROM "temporary_team_heroes" AS "places" WHERE "places"."team_id" = "temporary_team_heroes"."team_id");--> statement-breakpoint
ALTER TABLE "temporary_team_heroes" ALTER COLUMN "team_places" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "temporary_team_heroes_hero_team_idx" ON "temporary_team_heroes" USING btree ("hero_id","team_id","team_places");--> statement-breakpoint
ALTER TABLE "temporary_team_heroes" ADD CONSTRAINT "temporary_team_heroes_team_places_range" CHECK ("temporary_team_heroes"."team_places" between 1 and 5);