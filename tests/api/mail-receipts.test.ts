// What a payment mails (issue 27): a receipt with its invoice PDF for a paid order and for a
// credited top-up, a part payment's notice, late money's notice, and the site-live notice — each
// written with its money in one transaction, in the account's language, unless switched off.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpSender } from '../../src/server/mail/transport.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import type { JobRunner } from '../../src/server/worker/runner.ts';
import { mailsTo } from '../support/mailbox.ts';
import { mailRunner } from '../support/mailOut.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtpCatcher.ts';
import { creditedTopUp, paidOrder } from '../support/invoices.ts';
import { deposit, rows, startMoneyApp, t, transfer, txHash } from '../support/moneyApp.ts';
import { notify } from '../support/journey.ts';
import { until } from '../support/until.ts';

startMoneyApp();

let smtp: SmtpCatcher;
let runner: JobRunner;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  runner = mailRunner(t, () => new Date(), {
    sender: smtpSender({ url: smtp.url, from: 'Unicorn <no-reply@unicorn.test>' }),
    publicUrl: 'https://unicorn.test',
  });
});
afterAll(async () => {
  await runner?.stop();
  await smtp?.stop();
});

const invoiceOf = async (orderId: number) =>
  rowsOf<{ id: number; number: string }>(
    await t.db.execute(sql`select id, number from invoices where order_id = ${orderId}`),
  )[0]!;

describe('receipts', () => {
  it('mails a paid order its receipt with the invoice PDF attached, once', async () => {
    const m = await paidOrder();
    const invoice = await invoiceOf(m.order.id);
    const [receipt] = await mailsTo(t.db, m.email, 'receipt');
    expect(receipt!.data).toMatchObject({ invoiceNo: invoice.number, what: 'order', method: 'usdt', network: 'TRC20' });
    // The PDF job, then delivery: the receipt waits for its attachment and goes once it exists.
    await until(
      async () => {
        await runner.drain();
        return smtp.received.some((c) => c.envelope.to.includes(m.email.toLowerCase())) ? true : undefined;
      },
      60_000,
      'the receipt at the SMTP server',
    );
    const got = smtp.received.filter((c) => c.parsed.subject && c.envelope.to.includes(m.email.toLowerCase()));
    const mail = got.find((c) => c.parsed.attachments.length)!;
    expect(mail.parsed.text).toContain(invoice.number);
    expect(mail.parsed.attachments).toEqual([
      expect.objectContaining({ filename: `${invoice.number}.pdf`, contentType: 'application/pdf' }),
    ]);
    expect(mail.parsed.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    await runner.drain();
    expect(smtp.received.filter((c) => c.parsed.messageId === mail.parsed.messageId)).toHaveLength(1);
  }, 90_000);

  it('mails a credited top-up its receipt and the top-up notice', async () => {
    const m = await creditedTopUp('250');
    const [receipt] = await mailsTo(t.db, m.email, 'receipt');
    expect(receipt!.data).toMatchObject({ what: 'topUp', amount: '250.00' });
    const [notice] = await mailsTo(t.db, m.email, 'topup_credited');
    expect(notice!.data).toMatchObject({ amount: '250.00', balance: '250.00' });
  });

  it('sends no optional notice the merchant switched off, but still the receipt', async () => {
    const m = await creditedTopUp('40');
    const before = (await mailsTo(t.db, m.email)).length;
    await rows(`update users set notices_off = '["topup_credited"]'::jsonb where id = ${m.id}`);
    // A second top-up after switching the notice off.
    const d = await deposit(m.token, '100');
    expect((await notify(t, 'usdt', transfer(d.address, '60', { txHash: txHash() }))).status).toBe(200);
    const after = await mailsTo(t.db, m.email);
    expect(after.slice(before).map((x) => x.kind)).toEqual(['receipt']);
  });
});
