CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso" text NOT NULL,
	"currency_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"template_id" integer,
	"sort" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "countries_iso_unique" UNIQUE("iso")
);
