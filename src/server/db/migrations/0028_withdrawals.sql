-- Withdrawals (issue 29): the address book, withdrawals and their history, finance approvals bound to a digest, exported batches, and the signer's and chain watcher's results stored once per event id.
CREATE TABLE "withdrawal_addresses" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "network" text NOT NULL CHECK ("network" IN ('TRC20', 'ERC20')),
  "address" text NOT NULL,
  "label" text NOT NULL,
  "code_hash" text,
  "code_expires_at" timestamp with time zone,
  "code_tries" smallint DEFAULT 0 NOT NULL,
  "confirmed_at" timestamp with time zone,
  "usable_from" timestamp with time zone,
  "removed_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL,
  CHECK (("confirmed_at" IS NULL) = ("usable_from" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "withdrawal_addresses_user_idx" ON "withdrawal_addresses" ("user_id", "created_at" desc);
--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_addresses_live_idx" ON "withdrawal_addresses" ("user_id", "network", "address") WHERE removed_at is null;
--> statement-breakpoint
CREATE TABLE "withdrawals" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "address_id" integer NOT NULL REFERENCES "withdrawal_addresses"("id"),
  "network" text NOT NULL CHECK ("network" IN ('TRC20', 'ERC20')),
  "address" text NOT NULL,
  "amount_minor" bigint NOT NULL CHECK ("amount_minor" > 0),
  "fee_minor" bigint NOT NULL CHECK ("fee_minor" >= 0),
  "currency" text DEFAULT 'USDT' NOT NULL,
  "status" text NOT NULL CHECK ("status" IN ('requested', 'approved', 'exported', 'sent', 'confirmed', 'cancelled', 'rejected', 'failed')),
  "digest" text NOT NULL,
  "approvals_needed" smallint NOT NULL CHECK ("approvals_needed" IN (1, 2)),
  "batch_id" integer,
  "tx_hash" text,
  "reason" text,
  "requested_at" timestamp with time zone NOT NULL,
  "approved_at" timestamp with time zone,
  "exported_at" timestamp with time zone,
  "sent_at" timestamp with time zone,
  "confirmed_at" timestamp with time zone,
  "closed_at" timestamp with time zone,
  "updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" ("user_id", "requested_at" desc);
--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" ("status", "requested_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_tx_idx" ON "withdrawals" ("network", "tx_hash") WHERE tx_hash is not null;
--> statement-breakpoint
CREATE TABLE "withdrawal_history" (
  "id" serial PRIMARY KEY NOT NULL,
  "withdrawal_id" integer NOT NULL REFERENCES "withdrawals"("id") ON DELETE cascade,
  "from_status" text,
  "to_status" text NOT NULL,
  "actor" text NOT NULL,
  "reason" text,
  "at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "withdrawal_history_idx" ON "withdrawal_history" ("withdrawal_id", "id");
--> statement-breakpoint
CREATE TABLE "withdrawal_approvals" (
  "withdrawal_id" integer NOT NULL REFERENCES "withdrawals"("id") ON DELETE cascade,
  "staff_id" integer NOT NULL REFERENCES "staff"("id"),
  "digest" text NOT NULL,
  "at" timestamp with time zone NOT NULL,
  CONSTRAINT "withdrawal_approvals_pkey" PRIMARY KEY ("withdrawal_id", "staff_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawal_batches" (
  "id" serial PRIMARY KEY NOT NULL,
  "content" text NOT NULL,
  "content_sha256" text NOT NULL,
  "signature" text NOT NULL,
  "csv" text NOT NULL,
  "created_by" integer NOT NULL REFERENCES "staff"("id"),
  "created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_results" (
  "source" text NOT NULL,
  "id" text NOT NULL,
  "type" text NOT NULL,
  "body" jsonb NOT NULL,
  "outcome" text NOT NULL,
  "reason" text,
  "withdrawal_id" integer,
  "received_at" timestamp with time zone NOT NULL,
  CONSTRAINT "withdrawal_results_pkey" PRIMARY KEY ("source", "id")
);
