-- The mail outbox (issue 27): a message is a row written in the business transaction that
-- causes it, and a job delivers it afterwards. `dedupe_key` (`<kind>:<subject>`) lets a retried
-- transaction or a job run twice put a message in once; `message_id` is fixed at insert, so
-- every delivery attempt of one message carries the same Message-ID (src/server/mail/).
CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"user_id" integer,
	"to_address" text NOT NULL,
	"locale" text NOT NULL,
	"data" jsonb NOT NULL,
	"message_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_messages_status_check" CHECK ("mail_messages"."status" in ('queued', 'sent', 'bounced', 'held'))
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_dedupe_idx" ON "mail_messages" USING btree ("dedupe_key");
--> statement-breakpoint
CREATE INDEX "mail_messages_user_idx" ON "mail_messages" USING btree ("user_id");
--> statement-breakpoint
-- What a person looks at: the messages that bounced or were held after the last attempt.
CREATE INDEX "mail_messages_attention_idx" ON "mail_messages" USING btree ("created_at") WHERE "mail_messages"."status" in ('bounced', 'held');
--> statement-breakpoint
-- Set when the receiving server refused the merchant's address for good; cleared when the address changes.
ALTER TABLE "users" ADD COLUMN "email_bounced_at" timestamp with time zone;
