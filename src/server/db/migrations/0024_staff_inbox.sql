-- Support's queues: who took a contact message, when it was answered and closed; who decided an affiliate application, and why.
ALTER TABLE "contact_messages" ADD COLUMN "assigned_to" integer REFERENCES "staff"("id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "league_applications" ADD COLUMN "decided_by" integer REFERENCES "staff"("id");--> statement-breakpoint
ALTER TABLE "league_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "league_applications" ADD COLUMN "decision_reason" text;
