CREATE TABLE "summon_figure_totals" (
	"banner_type" text NOT NULL,
	"rarity" text NOT NULL,
	"pulls" integer DEFAULT 0 NOT NULL,
	"banner_pulls" integer DEFAULT 0 NOT NULL,
	"featured" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "summon_figure_totals_banner_type_rarity_pk" PRIMARY KEY("banner_type","rarity")
);
