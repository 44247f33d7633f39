-- A package of N sites gives N sites: each site of an order fills one numbered slot (1..N).
-- Slot 1 is the site named at checkout; the unique (order_id, slot_no) is what makes every
-- slot provision exactly once, however many launches race.
ALTER TABLE "sites" ADD COLUMN "slot_no" smallint DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_slot_no_check" CHECK ("slot_no" >= 1);
--> statement-breakpoint
DROP INDEX "sites_order_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "sites_order_slot_idx" ON "sites" USING btree ("order_id","slot_no");
