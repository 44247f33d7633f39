-- The site designer (issue 17): a draft per site, published versions, their rendered files,
-- uploaded images, and the version a site serves. Files are never changed once written, and a
-- site moves from one version to another by one update of `published_version_id`: a visitor
-- reads the old version's file or the new one's, never a mix.
CREATE TABLE "site_drafts" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "site_drafts_version_check" CHECK ("version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "site_drafts" ADD CONSTRAINT "site_drafts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "site_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"number" integer NOT NULL,
	"doc" jsonb NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"rollback_of" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "site_versions_number_check" CHECK ("number" >= 1),
	CONSTRAINT "site_versions_state_check" CHECK ("state" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "site_versions" ADD CONSTRAINT "site_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "site_versions_site_number_idx" ON "site_versions" USING btree ("site_id","number");
--> statement-breakpoint
CREATE TABLE "site_files" (
	"version_id" integer NOT NULL,
	"path" text NOT NULL,
	"body" text NOT NULL,
	"etag" text NOT NULL,
	CONSTRAINT "site_files_version_id_path_pk" PRIMARY KEY("version_id","path")
);
--> statement-breakpoint
ALTER TABLE "site_files" ADD CONSTRAINT "site_files_version_id_site_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."site_versions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "site_assets" (
	"site_id" integer NOT NULL,
	"hash" text NOT NULL,
	"bytes" bytea NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_assets_site_id_hash_pk" PRIMARY KEY("site_id","hash"),
	CONSTRAINT "site_assets_hash_check" CHECK ("hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "site_assets" ADD CONSTRAINT "site_assets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "published_version_id" integer;
--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_published_version_id_site_versions_id_fk" FOREIGN KEY ("published_version_id") REFERENCES "public"."site_versions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Preview links: the operator sees the draft at the platform address while visitors see the
-- published version. Hash only, like console sign-in links; reusable until they expire.
CREATE TABLE "site_preview_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_preview_tokens" ADD CONSTRAINT "site_preview_tokens_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "site_preview_tokens_token_idx" ON "site_preview_tokens" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "site_preview_tokens_expiry_idx" ON "site_preview_tokens" USING btree ("expires_at");
