CREATE TABLE "color_schemes" (
	"id" integer PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"color1" text NOT NULL,
	"color2" text NOT NULL,
	"color3" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intro_texts" (
	"id" integer PRIMARY KEY NOT NULL,
	"countries_id" integer NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb NOT NULL,
	"contents" jsonb NOT NULL,
	"img" text,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY NOT NULL,
	"countries_id" integer NOT NULL,
	"tier" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"sites" smallint NOT NULL,
	"duration_months" smallint NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"countries_id" integer NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" integer PRIMARY KEY NOT NULL,
	"countries_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"search" jsonb NOT NULL,
	"tags" text[] NOT NULL,
	"design" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"countries_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"site_name" text NOT NULL,
	"color1" text NOT NULL,
	"color2" text NOT NULL,
	"color3" text NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"invalid_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_category_id_template_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."template_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intro_texts_countries_idx" ON "intro_texts" USING btree ("countries_id","sort");--> statement-breakpoint
CREATE INDEX "packages_countries_idx" ON "packages" USING btree ("countries_id","sort");--> statement-breakpoint
CREATE INDEX "template_categories_countries_idx" ON "template_categories" USING btree ("countries_id","sort");--> statement-breakpoint
CREATE INDEX "templates_market_recent_idx" ON "templates" USING btree ("countries_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "templates"."active";--> statement-breakpoint
CREATE INDEX "templates_category_recent_idx" ON "templates" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "templates"."active";--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_site_name_idx" ON "cart_items" USING btree ("user_id",lower("site_name"));