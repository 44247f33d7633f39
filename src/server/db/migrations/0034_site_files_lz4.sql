-- A published page's HTML is compressed by PostgreSQL when it is stored (TOAST). With its
-- default, pglz, storing a paid site's first version (17 pages of ~11 KB) cost 13 ms of the
-- database's CPU, the largest statement of a burst of paid orders; lz4 stores the same in about
-- two thirds of the time for 10 % more space (docs/performance.md). A server built without lz4
-- (PGlite) keeps pglz.
DO $$
BEGIN
	IF EXISTS (
		SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)
	) THEN
		ALTER TABLE "site_files" ALTER COLUMN "body" SET COMPRESSION lz4;
	END IF;
END $$;
