-- The reference seamless wallet (issue 31; src/server/games/wallet/referenceWallet.ts): code an
-- operator's developers read and the contract test drives. The platform holds no player money
-- and never writes these tables outside that test; they are here so the reference runs on the
-- same two databases as everything else (PGlite and PostgreSQL).
CREATE TABLE "ref_wallet_players" (
	"player_id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	-- Minor units; a conditional update (`where balance_minor >= amount`) keeps it, the check proves it.
	"balance_minor" bigint NOT NULL CHECK ("balance_minor" >= 0)
);--> statement-breakpoint
CREATE TABLE "ref_wallet_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL REFERENCES "ref_wallet_players"("player_id"),
	"ended_at" timestamp with time zone
);--> statement-breakpoint
-- One row per round, locked by a win and by a rollback: a rollback after a win is refused.
CREATE TABLE "ref_wallet_rounds" (
	"player_id" text NOT NULL,
	"round_id" text NOT NULL,
	"won" boolean DEFAULT false NOT NULL,
	PRIMARY KEY ("player_id", "round_id")
);--> statement-breakpoint
-- Every bet, win and rollback by the aggregator's transaction id (unique: the idempotency key),
-- with its final answer. A bet known only from its rollback is a row with no request_hash.
CREATE TABLE "ref_wallet_transactions" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL CHECK ("kind" in ('bet', 'win', 'rollback')),
	"player_id" text NOT NULL,
	"session_id" text NOT NULL,
	"game_id" text NOT NULL,
	"round_id" text NOT NULL,
	"currency" text,
	"amount_minor" bigint CHECK ("amount_minor" >= 0),
	"request_hash" text,
	"outcome" text NOT NULL,
	"balance_after_minor" bigint,
	"bet_transaction_id" text,
	"rolled_back_by" text,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
-- One line per money move; a player's balance is always the sum of their lines.
CREATE TABLE "ref_wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL REFERENCES "ref_wallet_players"("player_id"),
	"transaction_id" text,
	"delta_minor" bigint NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "ref_wallet_ledger_player_idx" ON "ref_wallet_ledger" ("player_id");
