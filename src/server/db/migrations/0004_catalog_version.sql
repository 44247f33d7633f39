INSERT INTO "settings" ("key", "value") VALUES ('catalog.version', '1') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "settings" SET "value" = (("value")::bigint + 1)::text WHERE "key" = 'catalog.version';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER countries_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER packages_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "packages" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER intro_texts_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "intro_texts" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER template_categories_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "template_categories" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER templates_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "templates" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER color_schemes_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "color_schemes" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
