import { createElement as h, Fragment } from 'react';
import type { MailCtx } from './context.ts';
import { button, codeBox, facts, linkSentence, ltrText, para, small } from './parts.ts';
import type { Templates } from './template.ts';

/** Withdrawals (src/server/withdrawals/): always sent — each is about the merchant's money or where it may go. */

const notYou = (c: MailCtx) =>
  linkSentence(c, (l) => c.t('mail.common.notYou', { link: l }), `mailto:${c.supportEmail}`, c.supportEmail);

const STEPS = [
  'requested',
  'firstApproval',
  'approved',
  'exported',
  'rejected',
  'cancelled',
  'sent',
  'confirmed',
  'failed',
] as const;
type Step = (typeof STEPS)[number];
/** A status the template has no words for reads as the nearest one it has (older queued mail). */
const stepOf = (status: string): Step => (STEPS.includes(status as Step) ? (status as Step) : 'requested');

export const withdrawalTemplates: Templates<'withdraw_address_code' | 'withdraw_address_added' | 'withdrawal_update'> =
  {
    withdraw_address_code: {
      subject: (d, c) => c.t('mail.withdrawCode.subject', { code: d.code, brand: c.brand }),
      title: (_, c) => c.t('mail.withdrawCode.title'),
      body: (d, c) =>
        h(
          Fragment,
          null,
          para(
            c,
            c.t('mail.withdrawCode.lead', {
              label: d.label,
              network: d.network,
              wait: c.wait((d.coolingHours ?? 24) * 3_600_000),
            }),
          ),
          para(c, ltrText(d.address)),
          codeBox(c, d.code),
          para(c, c.t('mail.withdrawCode.expires', { count: d.expiresMinutes })),
          notYou(c),
        ),
    },
    withdraw_address_added: {
      subject: (_, c) => c.t('mail.withdrawAdded.subject', { brand: c.brand }),
      title: (_, c) => c.t('mail.withdrawAdded.title'),
      body: (d, c) =>
        h(
          Fragment,
          null,
          para(c, c.t('mail.withdrawAdded.lead', { label: d.label, network: d.network })),
          facts(c, [
            [c.t('mail.fact.address'), ltrText(d.address)],
            [c.t('mail.fact.usableFrom'), c.time(d.usableFrom)],
          ]),
          notYou(c),
        ),
    },
    withdrawal_update: {
      subject: (d, c) =>
        c.t(`mail.withdrawal.${stepOf(d.status)}.subject`, { amount: c.money(d.amount, d.currency), id: d.id }),
      title: (d, c) => c.t(`mail.withdrawal.${stepOf(d.status)}.title`),
      body: (d, c) =>
        h(
          Fragment,
          null,
          para(c, c.t(`mail.withdrawal.${stepOf(d.status)}.lead`, { amount: c.money(d.amount, d.currency) })),
          facts(c, [
            [c.t('mail.fact.amount'), c.money(d.amount, d.currency)],
            [c.t('mail.fact.fee'), c.money(d.fee, d.currency)],
            [c.t('mail.fact.network'), d.network],
            [c.t('mail.fact.address'), ltrText(d.address)],
            d.txHash ? [c.t('mail.fact.txHash'), ltrText(d.txHash)] : false,
            d.reason ? [c.t('mail.fact.reason'), d.reason] : false,
          ]),
          button(c, c.links.settlement, c.t('mail.withdrawal.button')),
          small(c, c.t('mail.withdrawal.footer')),
        ),
    },
  };
