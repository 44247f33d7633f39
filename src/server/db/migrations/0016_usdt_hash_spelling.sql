-- USDT money keys in one spelling per network (providers/usdt.ts canonicalTxHash): lower-case
-- hex, `0x` on ERC20, none on TRC20. Receipts stored before under another spelling take the
-- canonical key, so a re-sent event for them is a duplicate. Where two old spellings of one
-- transfer were both stored (the money already counted twice), the first keeps the key and
-- the other stays as it was, for review.
UPDATE "receipts" r SET "money_key" = c."new_key"
FROM (
  SELECT DISTINCT ON ("new_key") "id", "new_key" FROM (
    SELECT "id", "money_key",
      "net" || ':' || (CASE WHEN "net" = 'ERC20' THEN '0x' ELSE '' END) || "hex" || ':' || "idx" AS "new_key"
    FROM (
      SELECT "id", "money_key",
        split_part("money_key", ':', 1) AS "net",
        lower(regexp_replace(trim(split_part("money_key", ':', 2)), '^0x', '', 'i')) AS "hex",
        split_part("money_key", ':', 3) AS "idx"
      FROM "receipts" WHERE "provider" = 'usdt'
    ) s
    WHERE "hex" ~ '^[0-9a-f]{64}$'
  ) n
  WHERE n."new_key" <> n."money_key"
    AND NOT EXISTS (SELECT 1 FROM "receipts" x WHERE x."provider" = 'usdt' AND x."money_key" = n."new_key")
  ORDER BY "new_key", "id"
) c
WHERE r."id" = c."id";
