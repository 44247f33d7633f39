-- 0026_affiliate_statements: filled in by its slice.
SELECT 1;
