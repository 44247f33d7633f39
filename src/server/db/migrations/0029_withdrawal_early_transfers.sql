-- A chain watcher's transfer out can arrive before the signer says it sent it: such an event is
-- kept with its transaction hash, so the signer's `sent` finds it and confirms at once.
ALTER TABLE "withdrawal_results" ADD COLUMN "tx_hash" text;--> statement-breakpoint
CREATE INDEX "withdrawal_results_early_idx" ON "withdrawal_results" ("tx_hash") WHERE "source" = 'chain' AND "reason" = 'unmatched';
