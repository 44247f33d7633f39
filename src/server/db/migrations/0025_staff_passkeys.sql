-- 0025_staff_passkeys: filled in by its slice.
SELECT 1;
