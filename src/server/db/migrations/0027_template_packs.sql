-- 0027_template_packs: filled in by its slice.
SELECT 1;
