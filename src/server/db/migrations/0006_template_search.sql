-- Template search and counts that do not walk a market (issue 11). Both extensions ship with
-- PGlite and PostgreSQL's contrib, and are trusted (a database owner may create them).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
-- The characters, in any language of a template's name, of scripts where one character is a
-- word (U+2E80 and up: CJK, kana, Hangul): one- and two-character searches, which trigrams
-- cannot serve, go through these. (The JSON text's keys and escapes are ASCII: dropped.)
CREATE FUNCTION template_search_chars(search jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_to_array(regexp_replace(search::text, '[^\u2e80-\U0010ffff]+', '', 'g'), NULL)
$$;
--> statement-breakpoint
CREATE TABLE "template_counts" (
	"countries_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "template_counts_countries_id_category_id_pk" PRIMARY KEY("countries_id","category_id")
);
--> statement-breakpoint
CREATE INDEX "templates_search_idx" ON "templates" USING gin ("countries_id",("search" ->> 'en') gin_trgm_ops,("search" ->> 'zh') gin_trgm_ops,("search" ->> 'zh-TW') gin_trgm_ops,("search" ->> 'vi') gin_trgm_ops,("search" ->> 'id') gin_trgm_ops,("search" ->> 'ms') gin_trgm_ops,("search" ->> 'th') gin_trgm_ops,("search" ->> 'es') gin_trgm_ops,("search" ->> 'pt') gin_trgm_ops,("search" ->> 'bn') gin_trgm_ops,("search" ->> 'ru') gin_trgm_ops,("search" ->> 'ja') gin_trgm_ops,("search" ->> 'ko') gin_trgm_ops,("search" ->> 'ar') gin_trgm_ops,("search" ->> 'tr') gin_trgm_ops,template_search_chars("search")) WHERE "templates"."active";
--> statement-breakpoint
CREATE INDEX "templates_tags_idx" ON "templates" USING gin ("countries_id","tags") WHERE "templates"."active";
--> statement-breakpoint
-- Active templates per (market, category), moved by every statement that changes templates.
-- Rows are upserted in key order, so two concurrent bulk changes lock them in the same order.
CREATE FUNCTION template_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO template_counts AS c (countries_id, category_id, n)
      SELECT countries_id, category_id, count(*) FROM new_rows WHERE active GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (countries_id, category_id) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO template_counts AS c (countries_id, category_id, n)
      SELECT countries_id, category_id, -count(*) FROM old_rows WHERE active GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (countries_id, category_id) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO template_counts AS c (countries_id, category_id, n)
      SELECT countries_id, category_id, sum(d) FROM (
        SELECT countries_id, category_id, -1 AS d FROM old_rows WHERE active
        UNION ALL
        SELECT countries_id, category_id, 1 AS d FROM new_rows WHERE active
      ) x GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (countries_id, category_id) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION template_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM template_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER templates_counts_insert AFTER INSERT ON "templates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION template_counts_apply();
--> statement-breakpoint
CREATE TRIGGER templates_counts_update AFTER UPDATE ON "templates" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION template_counts_apply();
--> statement-breakpoint
CREATE TRIGGER templates_counts_delete AFTER DELETE ON "templates" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION template_counts_apply();
--> statement-breakpoint
CREATE TRIGGER templates_counts_truncate AFTER TRUNCATE ON "templates" FOR EACH STATEMENT EXECUTE FUNCTION template_counts_clear();
--> statement-breakpoint
INSERT INTO template_counts (countries_id, category_id, n)
  SELECT countries_id, category_id, count(*) FROM templates WHERE active GROUP BY 1, 2;
