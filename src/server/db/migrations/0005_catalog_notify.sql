-- Every process keeps the catalogue version in memory and learns of a change by notification
-- (LISTEN catalog_version) instead of asking the database on every read.
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v text;
BEGIN
  UPDATE "settings" SET "value" = (("value")::bigint + 1)::text WHERE "key" = 'catalog.version' RETURNING "value" INTO v;
  PERFORM pg_notify('catalog_version', v);
  RETURN NULL;
END
$$;
