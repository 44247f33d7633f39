-- Templates added in the staff console or brought by a template pack (docs/template-packs.md).
-- A template is offered in several markets: the gallery reads one market at a time, so each
-- market has its own "templates" row, and the rows of one template are grouped here under the
-- template's key (the pack's key: importing a pack again finds its templates by it).
CREATE TABLE "template_images" (
  "hash" text PRIMARY KEY,
  "width" integer NOT NULL,
  "height" integer NOT NULL,
  "bytes" bytea NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "template_images_hash_check" CHECK ("hash" ~ '^[0-9a-f]{64}$')
);--> statement-breakpoint
CREATE TABLE "template_groups" (
  "id" serial PRIMARY KEY,
  "key" text NOT NULL UNIQUE,
  "thumb" text REFERENCES "template_images"("hash"),
  "preview" text REFERENCES "template_images"("hash"),
  "version" integer NOT NULL DEFAULT 1,
  "created_at" timestamp with time zone NOT NULL,
  "updated_at" timestamp with time zone NOT NULL,
  CONSTRAINT "template_groups_key_check" CHECK ("key" ~ '^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$')
);--> statement-breakpoint
CREATE TABLE "template_group_markets" (
  "template_id" integer PRIMARY KEY REFERENCES "templates"("id"),
  "group_id" integer NOT NULL REFERENCES "template_groups"("id"),
  "countries_id" integer NOT NULL,
  CONSTRAINT "template_group_markets_unique" UNIQUE ("group_id", "countries_id")
);--> statement-breakpoint
-- Ids of templates made here start far above the seeded catalogue's (1..~3,200), so a later
-- seed's new rows can never take one.
CREATE SEQUENCE "template_added_id_seq" START WITH 1000000;--> statement-breakpoint
-- A new or replaced image is a catalogue change too: the storefront's caches move on at once.
CREATE TRIGGER template_groups_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "template_groups" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
