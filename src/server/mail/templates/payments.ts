import { createElement as h, Fragment } from 'react';
import type { MailData } from '../kinds.ts';
import type { MailCtx } from './context.ts';
import { facts, linkSentence, ltrText, para } from './parts.ts';
import type { Templates } from './template.ts';

/** Money mail: the receipt (always sent) and the balance and part-payment notices. */

/** Payment methods by their id; an id this list does not know is shown as stored. */
function methodName(method: string, c: MailCtx): string {
  switch (method) {
    case 'usdt':
      return c.t('mail.method.usdt');
    case 'balance':
      return c.t('mail.method.balance');
    case 'sandbox':
      return c.t('mail.method.sandbox');
    default:
      return method;
  }
}

const seeSettlement = (c: MailCtx) =>
  linkSentence(
    c,
    (l) => c.t('mail.common.seeSettlement', { link: l }),
    c.links.settlement,
    c.t('mail.link.settlement'),
  );

function receiptFacts(d: MailData['receipt'], c: MailCtx) {
  return facts(c, [
    [c.t('mail.fact.invoiceNo'), ltrText(d.invoiceNo)],
    d.orderNo !== undefined && [c.t('mail.fact.orderNo'), ltrText(d.orderNo)],
    [c.t('mail.fact.amount'), c.money(d.amount, d.currency)],
    [c.t('mail.fact.method'), methodName(d.method, c)],
    [c.t('mail.fact.paidAt'), c.time(d.paidAt)],
    d.network !== undefined && [c.t('mail.fact.network'), ltrText(d.network)],
    d.txHash !== undefined && [c.t('mail.fact.txHash'), ltrText(d.txHash)],
  ]);
}

export const paymentTemplates: Templates<'receipt' | 'part_payment' | 'late_credited' | 'topup_credited'> = {
  receipt: {
    subject: (d, c) => c.t('mail.receipt.subject', { invoiceNo: d.invoiceNo, brand: c.brand }),
    title: (_, c) => c.t('mail.receipt.title'),
    body: (d, c) =>
      h(
        Fragment,
        null,
        para(c, c.t(d.what === 'topUp' ? 'mail.receipt.leadTopUp' : 'mail.receipt.leadOrder')),
        receiptFacts(d, c),
        // The PDF itself is attached by the sender (the outbox), not by the template.
        para(c, c.t('mail.receipt.attached')),
      ),
  },

  part_payment: {
    subject: (d, c) => c.t('mail.partPayment.subject', { orderNo: d.orderNo }),
    title: (_, c) => c.t('mail.partPayment.title'),
    body: (d, c) =>
      h(
        Fragment,
        null,
        para(
          c,
          c.t('mail.partPayment.lead', {
            orderNo: d.orderNo,
            due: c.money(d.due, d.currency),
            dueBy: c.time(d.dueBy),
          }),
        ),
        facts(c, [
          [c.t('mail.fact.orderNo'), ltrText(d.orderNo)],
          [c.t('mail.fact.received'), c.money(d.received, d.currency)],
          [c.t('mail.fact.stillDue'), c.money(d.due, d.currency)],
          [c.t('mail.fact.dueBy'), c.time(d.dueBy)],
        ]),
        linkSentence(c, (l) => c.t('mail.partPayment.pay', { link: l }), c.links.myOrders, c.t('mail.link.myOrders')),
      ),
  },

  late_credited: {
    subject: (d, c) => c.t('mail.lateCredited.subject', { amount: c.money(d.amount, d.currency) }),
    title: (_, c) => c.t('mail.lateCredited.title'),
    body: (d, c) =>
      h(
        Fragment,
        null,
        para(c, c.t('mail.lateCredited.lead', { orderNo: d.orderNo, amount: c.money(d.amount, d.currency) })),
        facts(c, [
          [c.t('mail.fact.orderNo'), ltrText(d.orderNo)],
          [c.t('mail.fact.credited'), c.money(d.amount, d.currency)],
          [c.t('mail.fact.balance'), c.money(d.balance, d.currency)],
        ]),
        seeSettlement(c),
      ),
  },

  topup_credited: {
    subject: (d, c) => c.t('mail.topUpCredited.subject', { amount: c.money(d.amount, d.currency) }),
    title: (_, c) => c.t('mail.topUpCredited.title'),
    body: (d, c) =>
      h(
        Fragment,
        null,
        para(c, c.t('mail.topUpCredited.lead', { amount: c.money(d.amount, d.currency) })),
        facts(c, [
          [c.t('mail.fact.credited'), c.money(d.amount, d.currency)],
          [c.t('mail.fact.balance'), c.money(d.balance, d.currency)],
        ]),
        seeSettlement(c),
      ),
  },
};
