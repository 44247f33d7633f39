-- Every site runs for its package's term (issue 30): paid until a date counted from the day it
-- went live; then grace (14 days, still served), suspended (503, nothing deleted), released
-- (180 days later: name and domain freed, data kept). Renewal orders extend the term.
ALTER TABLE "sites" ADD COLUMN "paid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "term_state" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "term_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_term_state_check" CHECK ("term_state" in ('active', 'grace', 'suspended', 'released'));--> statement-breakpoint
-- Live sites from before: their term counts from their launch, by their order's package.
UPDATE "sites" s SET "paid_until" = s."launch_time" + make_interval(months => COALESCE((o."package_snapshot"->>'durationMonths')::int, 12))
  FROM "orders" o WHERE o."id" = s."order_id" AND s."launch_time" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sites_term_idx" ON "sites" ("paid_until") WHERE "paid_until" IS NOT NULL AND "term_state" <> 'released';--> statement-breakpoint
CREATE TABLE "site_term_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE cascade,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"paid_until_before" timestamp with time zone,
	"paid_until_after" timestamp with time zone,
	"actor" text NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "site_term_events_site_idx" ON "site_term_events" ("site_id", "at");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'purchase' NOT NULL;--> statement-breakpoint
CREATE TABLE "order_renewals" (
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE cascade,
	"months" smallint NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "order_renewals_pkey" PRIMARY KEY("order_id","site_id")
);--> statement-breakpoint
CREATE INDEX "order_renewals_site_idx" ON "order_renewals" ("site_id");
