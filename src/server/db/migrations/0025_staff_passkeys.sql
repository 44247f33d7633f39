-- Staff passkeys (WebAuthn) beside TOTP, and the challenges waiting for their answer (single use, five minutes).
CREATE TABLE "staff_passkeys" (
  "id" serial PRIMARY KEY NOT NULL,
  "staff_id" integer NOT NULL REFERENCES "staff"("id") ON DELETE CASCADE,
  "credential_id" text NOT NULL,
  "public_key" text NOT NULL,
  "counter" bigint DEFAULT 0 NOT NULL CHECK ("counter" >= 0),
  "transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "name" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_passkeys_credential_idx" ON "staff_passkeys" ("credential_id");
--> statement-breakpoint
CREATE INDEX "staff_passkeys_staff_idx" ON "staff_passkeys" ("staff_id");
--> statement-breakpoint
CREATE TABLE "staff_passkey_challenges" (
  "id" serial PRIMARY KEY NOT NULL,
  "session_id" integer NOT NULL REFERENCES "staff_sessions"("id") ON DELETE CASCADE,
  "purpose" text NOT NULL CHECK ("purpose" IN ('register', 'signin')),
  "challenge" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_passkey_challenges_idx" ON "staff_passkey_challenges" ("challenge");
--> statement-breakpoint
CREATE INDEX "staff_passkey_challenges_session_idx" ON "staff_passkey_challenges" ("session_id");
