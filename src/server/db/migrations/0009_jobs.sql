-- The worker that holds a job's lease: a restarted process takes its own leases back at once
-- instead of waiting them out, and a worker whose lease was lost cannot complete or fail the job.
ALTER TABLE "jobs" ADD COLUMN "locked_by" text;
--> statement-breakpoint
-- Provisioning retries over about a day (src/server/jobs/backoff.ts); jobs already queued get it too.
UPDATE "jobs" SET "max_attempts" = 31 WHERE "kind" = 'provision' AND "done_at" IS NULL AND "failed_at" IS NULL;
--> statement-breakpoint
-- What the merchant sees while a site's provisioning keeps failing: when the next attempt runs
-- and how many have failed (the status stays `provisioning` until the window is over).
ALTER TABLE "sites" ADD COLUMN "retry_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;
