import { describe, expect, it } from 'vitest';
import { issueCreditNote } from '../../src/server/invoices/issue.ts';
import { renderInvoicePdf } from '../../src/server/invoices/pdf.ts';
import { buyerOf } from '../../src/server/invoices/parties.ts';
import { formatInvoiceNo } from '../../src/shared/invoice.ts';
import { newMerchant } from '../support/users.ts';
import { cartItem, checkout } from '../support/journey.ts';
import { rows, startMoneyApp, t } from '../support/moneyApp.ts';
import { creditedTopUp, issue, paidOrder } from '../support/invoices.ts';

// Invoices (issue 27 part 3): issued once per order or top-up with gapless numbers, a credit note
// in its own series, rows that can never be deleted or rewritten, and the stored PDF served to
// its owner only. On PGlite and on PostgreSQL (the concurrency of numbering: invoices-postgres).

startMoneyApp();

const year = new Date().getUTCFullYear();
/** The database's own refusal (the driver's error is wrapped by Drizzle: its cause says why). */
async function refused(query: string) {
  const err = await rows(query).then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(err, query).not.toBeNull();
  expect(String(err!.cause?.message ?? err!.message), query).toMatch(/kept as issued/);
}
const download = (token: string, id: number | string) => t.call('GET', `/api/order/invoice?id=${id}`, { token });

describe('issuing', () => {
  it("freezes the order, the buyer, the seller and the USDT transfer into the invoice's snapshot", async () => {
    const m = await paidOrder();
    const inv = await issue({ kind: 'order', orderId: m.order.id });
    expect(inv).toMatchObject({ series: 'INV', year, userId: m.id, orderId: m.order.id, currency: 'USD' });
    expect(inv.number).toBe(formatInvoiceNo('INV', year, inv.no));
    expect(inv.totalMinor).toBe(Math.round(Number(m.order.amount) * 100));
    const s = inv.snapshot;
    expect(s.buyer).toMatchObject({ name: m.account, email: m.email, taxId: null });
    expect(s.seller.name).toBe('Unicorn Site Builder Ltd. (demo)');
    expect(s.lines).toEqual([expect.objectContaining({ kind: 'package', orderNo: m.order.orderNo, quantity: 1 })]);
    expect(s.payments).toEqual([
      expect.objectContaining({ method: 'usdt', network: 'TRC20', txHash: m.hash, amountMinor: inv.totalMinor }),
    ]);
    expect(s).toMatchObject({ locale: 'en', rate: '1 USDT = 1 USD', reverseCharge: false });
    // Its PDF is queued in the same transaction, once.
    expect(await rows(`select kind, payload from jobs where dedupe_key = 'invoice_pdf:${inv.id}'`)).toEqual([
      { kind: 'invoice_pdf', payload: { invoiceId: inv.id } },
    ]);
  });

  it('is idempotent: the same order or top-up never gets a second invoice or burns a number', async () => {
    const m = await paidOrder();
    const first = await issue({ kind: 'order', orderId: m.order.id });
    const again = await issue({ kind: 'order', orderId: m.order.id });
    expect(again).toEqual(first);
    const top = await creditedTopUp('250');
    const a = await issue({ kind: 'topUp', ledgerId: top.ledgerId });
    const b = await issue({ kind: 'topUp', ledgerId: top.ledgerId });
    expect(b.id).toBe(a.id);
    expect(a.no).toBe(first.no + 1);
    expect(a).toMatchObject({ currency: 'USDT', totalMinor: 25_000, ledgerId: top.ledgerId, orderId: null });
    expect(a.snapshot.payments[0]).toMatchObject({ method: 'usdt', network: 'TRC20', txHash: top.hash });
    expect(await rows(`select count(*)::int as n from invoices where order_id = ${m.order.id}`)).toEqual([{ n: 1 }]);
  });

  it('refuses an order that is not paid, or does not exist, without taking a number', async () => {
    const m = await newMerchant(t);
    const order = await checkout(t, m.token, (await cartItem(t, m.token)).id);
    await expect(issue({ kind: 'order', orderId: order.id })).rejects.toMatchObject({ code: 'invalid_transition' });
    const [before] = await rows(`select coalesce(max(last_no), 0) as n from invoice_counters where series = 'INV'`);
    await expect(issue({ kind: 'order', orderId: 999_999 })).rejects.toMatchObject({ code: 'not_found' });
    expect(await rows(`select coalesce(max(last_no), 0) as n from invoice_counters where series = 'INV'`)).toEqual([
      before,
    ]);
  });

  it("makes the invoice out to the company details when the merchant filled them, in the account's language", async () => {
    const m = await paidOrder((id) =>
      rows(
        `update users set company_name = 'Acme GmbH', billing_address = 'Hauptstr. 1, Wien', billing_country = 'at',
         tax_number = 'ATU12345678', locale = 'ar' where id = ${id}`,
      ),
    );
    expect(await t.db.transaction((tx) => buyerOf(tx, m.id))).toMatchObject({
      name: 'Acme GmbH',
      country: 'AT',
      taxId: 'ATU12345678',
      locale: 'ar',
    });
    const inv = await issue({ kind: 'order', orderId: m.order.id });
    // A business elsewhere in the EU than the seller (DE): reverse charge.
    expect(inv.snapshot).toMatchObject({ locale: 'ar', reverseCharge: true, buyer: { name: 'Acme GmbH' } });
  });
});

describe('credit notes', () => {
  it('credits an invoice in series CN, referencing it, once; the invoice is unchanged', async () => {
    const m = await paidOrder();
    const inv = await issue({ kind: 'order', orderId: m.order.id });
    const now = new Date();
    const cn = await t.db.transaction((tx) =>
      issueCreditNote(tx, inv.id, 'Refunded at the customer’s request', { now }),
    );
    expect(cn).toMatchObject({ series: 'CN', creditOf: inv.id, userId: m.id, totalMinor: -inv.totalMinor });
    expect(cn.number).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
    expect(cn.snapshot.credits).toEqual({
      invoiceId: inv.id,
      number: inv.number,
      reason: 'Refunded at the customer’s request',
    });
    const again = await t.db.transaction((tx) => issueCreditNote(tx, inv.id, 'twice', { now }));
    expect(again.id).toBe(cn.id);
    await expect(
      t.db.transaction((tx) => issueCreditNote(tx, cn.id, 'a credit of a credit', { now })),
    ).rejects.toMatchObject({ code: 'invalid_transition' });
    const [original] = await rows(`select number, total_minor::int as total from invoices where id = ${inv.id}`);
    expect(original).toEqual({ number: inv.number, total: inv.totalMinor });
  });
});

describe('kept as issued (the database refuses)', () => {
  it('refuses DELETE, TRUNCATE and any UPDATE but filling the PDF once', async () => {
    const m = await paidOrder();
    const inv = await issue({ kind: 'order', orderId: m.order.id });
    await refused(`delete from invoices where id = ${inv.id}`);
    await refused('truncate invoices cascade');
    await refused(`update invoices set total_minor = 1 where id = ${inv.id}`);
    await refused(`update invoices set snapshot = '{}' where id = ${inv.id}`);
    // The PDF may be filled once, with nothing else…
    await rows(`update invoices set pdf = '\\x25504446'::bytea, pdf_sha256 = 'abc' where id = ${inv.id}`);
    // …and never replaced or emptied afterwards.
    await refused(`update invoices set pdf = '\\x00'::bytea, pdf_sha256 = 'def' where id = ${inv.id}`);
    await refused(`update invoices set pdf = null, pdf_sha256 = null where id = ${inv.id}`);
    // Nor can the merchant's account take its invoices with it.
    await expect(rows(`delete from users where id = ${m.id}`)).rejects.toThrow();
    expect(await rows(`select count(*)::int as n from invoices where id = ${inv.id}`)).toEqual([{ n: 1 }]);
  });
});

describe('GET /api/order/invoices', () => {
  it("lists the merchant's own invoices, newest first, and nobody else's", async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    const listA = (await t.call('GET', '/api/order/invoices', { token: a.token })).json.data;
    const [mine] = await rows(`select id, number from invoices where order_id = ${a.order.id}`);
    expect(listA).toEqual([
      expect.objectContaining({ id: mine!['id'], number: mine!['number'], kind: 'order', orderId: a.order.id }),
    ]);
    const listB = (await t.call('GET', '/api/order/invoices', { token: b.token })).json.data;
    expect(listB.map((i: { orderId: number }) => i.orderId)).toEqual([b.order.id]);
    expect((await t.call('GET', '/api/order/invoices')).status).toBe(401);
    // One order's invoices (the order detail): its own only, and nothing of another merchant's order.
    const ofA = await t.call('GET', `/api/order/invoices?orderId=${a.order.id}`, { token: a.token });
    expect(ofA.json.data.map((i: { orderId: number }) => i.orderId)).toEqual([a.order.id]);
    expect((await t.call('GET', `/api/order/invoices?orderId=${b.order.id}`, { token: a.token })).json.data).toEqual(
      [],
    );
    expect((await t.call('GET', '/api/order/invoices?orderId=abc', { token: a.token })).status).toBe(400);
  });
});

describe('GET /api/order/invoice', () => {
  it('answers 409 not_ready with Retry-After until the job has rendered it, then the stored PDF', async () => {
    const m = await paidOrder();
    const inv = await issue({ kind: 'order', orderId: m.order.id });
    const early = await download(m.token, inv.id);
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ code: 1, error: 'not_ready' });
    expect(early.headers.get('retry-after')).toBe('5');
    // The job the issue queued renders it (the worker's own handler).
    await t.jobs.drain();
    const [row] = await rows(`select pdf_sha256, octet_length(pdf)::int as bytes from invoices where id = ${inv.id}`);
    expect(row!.bytes).toBeGreaterThan(1000);
    const res = await t.app.request(`/api/order/invoice?id=${inv.id}`, {
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${inv.number}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(row!.pdf_sha256);
    // Rendering again keeps the stored copy: the job is idempotent.
    expect(await renderInvoicePdf(t.db, inv.id)).toEqual([]);
  }, 60_000);

  it("answers another merchant's invoice exactly as a missing one, and asks for a session", async () => {
    const owner = await paidOrder();
    const inv = await issue({ kind: 'order', orderId: owner.order.id });
    const other = await newMerchant(t);
    const theirs = await download(other.token, inv.id);
    const missing = await download(other.token, 987_654);
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual(missing.json);
    expect((await t.call('GET', `/api/order/invoice?id=${inv.id}`)).status).toBe(401);
    expect((await download(owner.token, 'abc')).status).toBe(400);
  });
});
