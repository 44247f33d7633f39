-- The platform staff's console: accounts, sessions, the append-only audit log, resolutions of held payment events.
CREATE TABLE "staff" (
  "id" serial PRIMARY KEY NOT NULL,
  "email" text NOT NULL,
  "name" text NOT NULL,
  "role" text NOT NULL CHECK ("role" IN ('admin', 'finance', 'support', 'catalogue')),
  "password_hash" text,
  "totp_secret" text,
  "totp_last_step" integer,
  "recovery_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "invite_hash" text,
  "invite_expires_at" timestamp with time zone,
  "disabled_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_idx" ON "staff" ("email");
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invite_idx" ON "staff" ("invite_hash");
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
  "id" serial PRIMARY KEY NOT NULL,
  "staff_id" integer NOT NULL REFERENCES "staff"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('pending', 'session')),
  "ip" text,
  "created_at" timestamp with time zone NOT NULL,
  "last_seen_at" timestamp with time zone NOT NULL,
  "revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_idx" ON "staff_sessions" ("token_hash");
--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" ("staff_id");
--> statement-breakpoint
CREATE TABLE "staff_audit" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "staff_id" integer REFERENCES "staff"("id"),
  "staff_email" text NOT NULL,
  "role" text NOT NULL,
  "action" text NOT NULL,
  "target" text NOT NULL,
  "before" jsonb,
  "after" jsonb,
  "reason" text,
  "ip" text,
  "at" timestamp with time zone NOT NULL,
  "prev_hash" text NOT NULL,
  "hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_audit_target_idx" ON "staff_audit" ("target");
--> statement-breakpoint
CREATE INDEX "staff_audit_staff_idx" ON "staff_audit" ("staff_id");
--> statement-breakpoint
CREATE FUNCTION "staff_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the staff audit log is append-only: % refused', TG_OP USING ERRCODE = 'integrity_constraint_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "staff_audit_keep_rows" BEFORE UPDATE OR DELETE ON "staff_audit"
  FOR EACH ROW EXECUTE FUNCTION "staff_audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "staff_audit_no_truncate" BEFORE TRUNCATE ON "staff_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_audit_append_only"();
--> statement-breakpoint
CREATE TABLE "payment_event_resolutions" (
  "provider" text NOT NULL,
  "event_id" text NOT NULL,
  "action" text NOT NULL CHECK ("action" IN ('credit', 'returned')),
  "staff_id" integer NOT NULL REFERENCES "staff"("id"),
  "user_id" integer REFERENCES "users"("id"),
  "reference" text,
  "reason" text NOT NULL,
  "at" timestamp with time zone NOT NULL,
  CONSTRAINT "payment_event_resolutions_pk" PRIMARY KEY ("provider", "event_id")
);
