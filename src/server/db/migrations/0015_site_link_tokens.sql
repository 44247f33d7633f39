-- Console sign-in links and draft preview links were two tables of one shape: one table now,
-- each link bound to what it opens. Sign-in links keep their rows; preview links move over.
ALTER TABLE "ops_signin_tokens" RENAME TO "site_link_tokens";
--> statement-breakpoint
ALTER TABLE "site_link_tokens" RENAME CONSTRAINT "ops_signin_tokens_pkey" TO "site_link_tokens_pkey";
--> statement-breakpoint
ALTER TABLE "site_link_tokens" RENAME CONSTRAINT "ops_signin_tokens_site_id_sites_id_fk" TO "site_link_tokens_site_id_sites_id_fk";
--> statement-breakpoint
ALTER SEQUENCE "ops_signin_tokens_id_seq" RENAME TO "site_link_tokens_id_seq";
--> statement-breakpoint
ALTER INDEX "ops_signin_tokens_token_idx" RENAME TO "site_link_tokens_token_idx";
--> statement-breakpoint
ALTER INDEX "ops_signin_tokens_expiry_idx" RENAME TO "site_link_tokens_expiry_idx";
--> statement-breakpoint
ALTER TABLE "site_link_tokens" ADD COLUMN "purpose" text DEFAULT 'signin' NOT NULL;
--> statement-breakpoint
ALTER TABLE "site_link_tokens" ALTER COLUMN "purpose" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "site_link_tokens" ADD CONSTRAINT "site_link_tokens_purpose_check" CHECK ("site_link_tokens"."purpose" in ('signin', 'preview'));
--> statement-breakpoint
INSERT INTO "site_link_tokens" ("site_id", "purpose", "token_hash", "created_at", "expires_at")
  SELECT "site_id", 'preview', "token_hash", "created_at", "expires_at" FROM "site_preview_tokens";
--> statement-breakpoint
DROP TABLE "site_preview_tokens";
