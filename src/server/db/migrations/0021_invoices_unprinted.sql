-- Invoices still without a PDF: the print job takes others of the same language with its own.
CREATE INDEX "invoices_unprinted_idx" ON "invoices" USING btree ("id") WHERE "invoices"."pdf_sha256" is null;
