-- Where a site's players sign up, log in, deposit and play for real (issue 31): the operator's
-- own player account and cashier, set in the site's console (Player links). The published
-- pages link to the site's go/ redirects, which read these at request time, so a change needs
-- no publish. Empty means not set. The platform holds no player money.
CREATE TABLE "site_player_links" (
	"site_id" integer PRIMARY KEY NOT NULL REFERENCES "sites"("id") ON DELETE CASCADE,
	"signup_url" text,
	"login_url" text,
	"deposit_url" text,
	"play_url" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_player_links_length_check" CHECK (
		coalesce(length("signup_url"), 0) <= 500 AND coalesce(length("login_url"), 0) <= 500
		AND coalesce(length("deposit_url"), 0) <= 500 AND coalesce(length("play_url"), 0) <= 500
	)
);
