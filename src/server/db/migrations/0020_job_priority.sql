-- Jobs a person waits on (provisioning, a code or a reset link) are claimed before those that may follow (invoice PDFs, receipts, notices).
ALTER TABLE "jobs" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("priority","run_at","id") WHERE "jobs"."done_at" is null and "jobs"."failed_at" is null;
