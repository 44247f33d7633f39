-- Affiliates: an approved application's code, the weeks finance settled (per currency, amounts frozen) and the orders each paid commission on.
CREATE TABLE "affiliates" (
  "id" serial PRIMARY KEY NOT NULL,
  "application_id" integer NOT NULL REFERENCES "league_applications"("id"),
  "code" text NOT NULL,
  "name" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_application_idx" ON "affiliates" ("application_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_code_idx" ON "affiliates" ("code");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_referrer_code_idx" ON "users" ("referrer_code") WHERE "referrer_code" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "affiliate_settlements" (
  "id" serial PRIMARY KEY NOT NULL,
  "affiliate_id" integer NOT NULL REFERENCES "affiliates"("id"),
  "week_start" date NOT NULL CHECK (extract(isodow from "week_start") = 1),
  "currency" text NOT NULL,
  "order_count" integer NOT NULL CHECK ("order_count" > 0),
  "amount_minor" bigint NOT NULL CHECK ("amount_minor" >= 0),
  "commission_minor" bigint NOT NULL CHECK ("commission_minor" >= 0),
  "rate_bp" integer NOT NULL CHECK ("rate_bp" BETWEEN 0 AND 10000),
  "reference" text,
  "reason" text NOT NULL,
  "settled_by" integer NOT NULL REFERENCES "staff"("id"),
  "settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_settlements_week_idx" ON "affiliate_settlements" ("affiliate_id", "week_start", "currency");
--> statement-breakpoint
CREATE INDEX "affiliate_settlements_affiliate_idx" ON "affiliate_settlements" ("affiliate_id", "week_start" desc);
--> statement-breakpoint
CREATE TABLE "affiliate_settlement_lines" (
  "id" serial PRIMARY KEY NOT NULL,
  "settlement_id" integer NOT NULL REFERENCES "affiliate_settlements"("id"),
  "order_id" integer NOT NULL REFERENCES "orders"("id"),
  "amount_minor" bigint NOT NULL,
  "commission_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_settlement_lines_order_idx" ON "affiliate_settlement_lines" ("order_id");
--> statement-breakpoint
CREATE INDEX "affiliate_settlement_lines_settlement_idx" ON "affiliate_settlement_lines" ("settlement_id");
