-- The game catalogue (issue 31): an aggregator's games imported by a job (src/server/games/),
-- searched per market. Withdrawn games keep their rows (withdrawn_at) and are never shown.
CREATE TABLE "game_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL UNIQUE,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"provider_id" text NOT NULL REFERENCES "game_providers"("id"),
	"title" text NOT NULL,
	"category" text NOT NULL,
	"rtp_bp" integer NOT NULL,
	"volatility" text NOT NULL,
	"markets" text[] NOT NULL,
	"demo" boolean NOT NULL,
	"mobile" boolean NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"popularity" integer NOT NULL,
	"facts" jsonb NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "games_volatility_check" CHECK ("volatility" in ('low', 'medium', 'high')),
	CONSTRAINT "games_rtp_check" CHECK ("rtp_bp" between 0 and 10000)
);--> statement-breakpoint
CREATE UNIQUE INDEX "games_slug_idx" ON "games" ("slug");--> statement-breakpoint
CREATE INDEX "games_provider_idx" ON "games" ("provider_id");--> statement-breakpoint
-- Searches read a per-process snapshot of the live games (games/snapshot.ts, docs/games.md): on
-- PGlite a count over 12,000 rows with their market arrays took 25-45 ms, a deep page in title
-- order 56 ms, so no search index is kept here; the snapshot is read again when the catalogue
-- version moves (the triggers below).
CREATE INDEX "games_live_idx" ON "games" ("popularity" DESC, "id") WHERE "withdrawn_at" IS NULL;--> statement-breakpoint
CREATE TABLE "game_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"listed" integer NOT NULL,
	"added" integer NOT NULL,
	"changed" integer NOT NULL,
	"withdrawn" integer NOT NULL,
	"providers" integer NOT NULL
);--> statement-breakpoint
-- Catalogue reads are cached by the catalogue version (migrations 0004, 0005): an import that
-- writes anything moves it, one that finds nothing to do writes nothing and keeps every cache.
CREATE TRIGGER games_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "games" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE TRIGGER game_providers_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "game_providers" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
