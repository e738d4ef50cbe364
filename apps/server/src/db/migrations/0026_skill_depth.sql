CREATE TABLE "hero_skill_order" (
	"hero_id" uuid PRIMARY KEY NOT NULL,
	"skill_positions" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "hero_skill_order_size" CHECK (coalesce(array_length("hero_skill_order"."skill_positions", 1), 0) <= 12),
	CONSTRAINT "hero_skill_order_note_length" CHECK (char_length("hero_skill_order"."note") <= 300)
);
--> statement-breakpoint
CREATE TABLE "skill_levels" (
	"hero_id" uuid NOT NULL,
	"skill_position" smallint NOT NULL,
	"level" smallint NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "skill_levels_hero_id_skill_position_level_pk" PRIMARY KEY("hero_id","skill_position","level"),
	CONSTRAINT "skill_levels_position_range" CHECK ("skill_levels"."skill_position" between 0 and 11),
	CONSTRAINT "skill_levels_level_range" CHECK ("skill_levels"."level" between 1 and 10),
	CONSTRAINT "skill_levels_value_length" CHECK (char_length("skill_levels"."value") between 1 and 160)
);
--> statement-breakpoint
CREATE TABLE "skill_upgrade_costs" (
	"hero_id" uuid NOT NULL,
	"skill_position" smallint NOT NULL,
	"level" smallint NOT NULL,
	"entry_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "skill_upgrade_costs_hero_id_skill_position_level_entry_id_pk" PRIMARY KEY("hero_id","skill_position","level","entry_id"),
	CONSTRAINT "skill_upgrade_costs_quantity_range" CHECK ("skill_upgrade_costs"."quantity" between 1 and 9999),
	CONSTRAINT "skill_upgrade_costs_position_positive" CHECK ("skill_upgrade_costs"."position" >= 1)
);
--> statement-breakpoint
ALTER TABLE "hero_skill_order" ADD CONSTRAINT "hero_skill_order_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_levels" ADD CONSTRAINT "skill_levels_hero_id_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_upgrade_costs" ADD CONSTRAINT "skill_upgrade_costs_entry_id_database_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."database_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_upgrade_costs" ADD CONSTRAINT "skill_upgrade_costs_level_fk" FOREIGN KEY ("hero_id","skill_position","level") REFERENCES "public"."skill_levels"("hero_id","skill_position","level") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skill_upgrade_costs_entry_idx" ON "skill_upgrade_costs" USING btree ("entry_id");