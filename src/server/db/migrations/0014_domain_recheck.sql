-- Verified own domains are checked again periodically (jobs/domainRecheck.ts): a domain whose
-- DNS stopped pointing to the platform counts failed checks in a row, and after enough of them
-- it is `lapsed` (no longer served, no certificate from Caddy's ask) until a check passes again.
ALTER TABLE "site_domains" ADD COLUMN "failed_checks" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "site_domains" ADD COLUMN "lapsed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "site_domains" DROP CONSTRAINT "site_domains_status_check";
--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_status_check" CHECK ("site_domains"."status" in ('pending', 'verified', 'lapsed', 'failed'));
--> statement-breakpoint
CREATE INDEX "site_domains_recheck_idx" ON "site_domains" USING btree ("checked_at") WHERE "site_domains"."status" = 'verified';
