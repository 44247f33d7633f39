-- Money is kept in 64-bit columns everywhere: the parser accepts what these can hold.
ALTER TABLE "orders" ALTER COLUMN "amount_minor" TYPE bigint, ALTER COLUMN "paid_minor" TYPE bigint;
--> statement-breakpoint
-- What was paid on an order that then closed (3, 4, 5) and went back to the balance.
ALTER TABLE "orders" ADD COLUMN "credited_minor" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_minor" TYPE bigint, ALTER COLUMN "paid_minor" TYPE bigint;
--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "amount_minor" TYPE bigint, ALTER COLUMN "received_minor" TYPE bigint;
--> statement-breakpoint
ALTER TABLE "ledger" ALTER COLUMN "amount_minor" TYPE bigint;
--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "price_minor" TYPE bigint;
--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "price_minor" TYPE bigint;
--> statement-breakpoint
-- Sub-cent remainders of 6-decimal USDT amounts, in millionths: carried, never dropped.
ALTER TABLE "balances" ADD COLUMN "fraction_micro" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Event ids are unique per provider, not across providers.
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_pkey";
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_pkey" PRIMARY KEY ("provider", "id");
--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "reason" text;
--> statement-breakpoint
UPDATE "payment_events" SET "outcome" = 'review', "reason" = "outcome" WHERE "outcome" IN ('unmatched', 'ignored');
--> statement-breakpoint
-- The money itself, once per identity at the provider (USDT: network, tx hash, log index; card:
-- the charge), and where it went: to the order, to the balance, or a sub-cent residue.
CREATE TABLE "receipts" (
  "id" serial PRIMARY KEY NOT NULL,
  "provider" text NOT NULL,
  "money_key" text NOT NULL,
  "event_id" text NOT NULL,
  "user_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
  "payment_id" text,
  "order_id" integer,
  "deposit_id" integer,
  "reference" text NOT NULL,
  "currency" text NOT NULL,
  "amount_micro" bigint NOT NULL,
  "applied_minor" bigint DEFAULT 0 NOT NULL,
  "credited_minor" bigint DEFAULT 0 NOT NULL,
  "residue_micro" bigint DEFAULT 0 NOT NULL,
  "received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_money_idx" ON "receipts" ("provider", "money_key");
--> statement-breakpoint
CREATE INDEX "receipts_order_idx" ON "receipts" ("order_id");
--> statement-breakpoint
-- One-time links to the sandbox card's page: a used nonce is kept until its link expires.
CREATE TABLE "sandbox_links" (
  "nonce" text PRIMARY KEY NOT NULL,
  "payment_id" text NOT NULL,
  "used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- What an operator reviews: verified events that could not be applied, with their reason.
CREATE VIEW "payment_events_review" AS
  SELECT "provider", "id", "type", "reason", "received_at", "body" FROM "payment_events"
  WHERE "outcome" = 'review' ORDER BY "received_at" DESC;
