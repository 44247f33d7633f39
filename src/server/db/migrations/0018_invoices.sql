-- Invoices (issue 27): gapless numbers per (series, year), an immutable snapshot, the PDF
-- rendered once and kept with its SHA-256. Rows are never deleted: the trigger below refuses
-- DELETE and TRUNCATE, and any UPDATE except filling the PDF once.
-- The buyer's details the invoice shows (Personal settings fills them; empty: account name and e-mail).
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "company_name" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "billing_address" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "billing_country" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "tax_number" text;
--> statement-breakpoint
-- The account's language (mail and invoices speak it); NULL reads as English. IF NOT EXISTS:
-- the mail branch may add the same column.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "locale" text;
--> statement-breakpoint
-- One row per series and year, taken with INSERT … ON CONFLICT DO UPDATE … RETURNING inside the
-- transaction that issues the invoice: its row lock orders issuers, a rollback gives the number back.
CREATE TABLE "invoice_counters" (
  "series" text NOT NULL,
  "year" integer NOT NULL,
  "last_no" integer NOT NULL,
  CONSTRAINT "invoice_counters_pkey" PRIMARY KEY ("series", "year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
  "id" serial PRIMARY KEY NOT NULL,
  "series" text NOT NULL,
  "year" integer NOT NULL,
  "no" integer NOT NULL,
  "number" text NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id"),
  "order_id" integer REFERENCES "orders"("id"),
  "ledger_id" integer REFERENCES "ledger"("id"),
  "credit_of" integer REFERENCES "invoices"("id"),
  "issued_at" timestamp with time zone NOT NULL,
  "currency" text NOT NULL,
  "total_minor" bigint NOT NULL,
  "snapshot" jsonb NOT NULL,
  "pdf" bytea,
  "pdf_sha256" text,
  CONSTRAINT "invoices_series_check" CHECK ("series" IN ('INV', 'CN')),
  CONSTRAINT "invoices_no_check" CHECK ("no" >= 1),
  CONSTRAINT "invoices_number_check" CHECK (
    "number" = "series" || '-' || "year" || '-' || lpad("no"::text, greatest(6, length("no"::text)), '0')
  ),
  -- An invoice is for one order or one top-up; a credit note credits one invoice.
  CONSTRAINT "invoices_source_check" CHECK (
    ("series" = 'INV' AND "credit_of" IS NULL AND (("order_id" IS NULL) <> ("ledger_id" IS NULL)))
    OR ("series" = 'CN' AND "credit_of" IS NOT NULL)
  ),
  CONSTRAINT "invoices_pdf_check" CHECK (("pdf" IS NULL) = ("pdf_sha256" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_year_no_idx" ON "invoices" ("series", "year", "no");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" ("number");
--> statement-breakpoint
-- One invoice per source, whoever asks and however often: an order, a top-up's ledger line, and
-- one credit note per invoice.
CREATE UNIQUE INDEX "invoices_order_idx" ON "invoices" ("order_id") WHERE "series" = 'INV';
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_ledger_idx" ON "invoices" ("ledger_id") WHERE "series" = 'INV';
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credit_of_idx" ON "invoices" ("credit_of") WHERE "series" = 'CN';
--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" ("user_id", "issued_at" DESC);
--> statement-breakpoint
CREATE FUNCTION "invoices_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    RAISE EXCEPTION 'invoices are kept as issued: % refused', TG_OP USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF TG_OP = 'UPDATE'
    AND OLD."pdf" IS NULL AND NEW."pdf" IS NOT NULL
    AND (to_jsonb(NEW) - 'pdf' - 'pdf_sha256') = (to_jsonb(OLD) - 'pdf' - 'pdf_sha256') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'invoices are kept as issued: % refused on invoice %', TG_OP, OLD."number"
    USING ERRCODE = 'integrity_constraint_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_keep_rows" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_keep"();
--> statement-breakpoint
CREATE TRIGGER "invoices_no_truncate" BEFORE TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "invoices_keep"();
