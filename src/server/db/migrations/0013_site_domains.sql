-- Operators' own domains. A host may be claimed by several sites while pending (anyone can
-- type a name); the partial unique index lets only one hold it verified: the first to prove
-- ownership through DNS wins, and the others' claims fail.
CREATE TABLE "site_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"host" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_domains_status_check" CHECK ("site_domains"."status" in ('pending', 'verified', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_site_host_idx" ON "site_domains" USING btree ("site_id","host");
--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_verified_host_idx" ON "site_domains" USING btree ("host") WHERE "site_domains"."status" = 'verified';
--> statement-breakpoint
CREATE INDEX "site_domains_host_idx" ON "site_domains" USING btree ("host");
