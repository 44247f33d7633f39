import { and, eq } from 'drizzle-orm';
import { AppError } from '../../shared/errors.ts';
import type { MerchantCtx } from '../core/context.ts';
import { invoices } from '../db/schema/index.ts';
import { invoicePdfKey } from '../jobs/keys.ts';
import { requeue } from '../jobs/queue.ts';

/** Seconds a client waits before asking again for a PDF still being rendered. */
export const NOT_READY_RETRY_S = 5;

/**
 * The stored PDF of one of the merchant's invoices (or credit notes). Another merchant's id
 * answers exactly as a missing one (404). A PDF not rendered yet is 409 `not_ready` with
 * Retry-After: the request never renders (Chromium stays off the request path); it only makes
 * sure the render job is due now, which also starts over a job that had given up.
 */
export async function invoicePdf({
  ctx,
  input,
}: {
  ctx: MerchantCtx;
  input: { id: number };
}): Promise<{ number: string; pdf: Uint8Array; sha256: string }> {
  const [row] = await ctx.db
    .select({ number: invoices.number, pdf: invoices.pdf, sha256: invoices.pdfSha256 })
    .from(invoices)
    .where(and(eq(invoices.id, input.id), eq(invoices.userId, ctx.userId)));
  if (!row) throw new AppError('not_found');
  if (!row.pdf || !row.sha256) {
    await requeue(ctx.db, invoicePdfKey(input.id), ctx.now());
    throw new AppError('not_ready', {
      key: 'invoice.notReady',
      headers: { 'Retry-After': String(NOT_READY_RETRY_S) },
    });
  }
  return { number: row.number, pdf: row.pdf, sha256: row.sha256 };
}
