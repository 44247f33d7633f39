CREATE TABLE "ops_signin_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ops_signin_tokens" ADD CONSTRAINT "ops_signin_tokens_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ops_signin_tokens_token_idx" ON "ops_signin_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ops_signin_tokens_expiry_idx" ON "ops_signin_tokens" USING btree ("expires_at");
