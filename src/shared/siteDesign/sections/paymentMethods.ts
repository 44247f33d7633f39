import type { Field } from '@puckeditor/core';
import { createElement as h } from 'react';
import { z } from 'zod';
import { asKey, type MessageKey } from '../../messageKey.ts';
import { text } from '../fields.ts';
import { ctxOf, shown, str } from '../views/common.ts';
import { defineSection } from './kind.ts';

/** Ways to pay a site can show: brands and generic kinds, names from `design.payment.*`. */
const PAYMENT_METHODS = [
  'visa',
  'mastercard',
  'bankTransfer',
  'eWallet',
  'mobileMoney',
  'crypto',
  'usdt',
  'upi',
  'pix',
  'promptPay',
  'gcash',
  'qris',
] as const;
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Brand names are written the same in every language; the generic kinds are catalog keys. */
const paymentBrands: Partial<Record<PaymentMethod, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  usdt: 'USDT',
  upi: 'UPI',
  pix: 'Pix',
  promptPay: 'PromptPay',
  gcash: 'GCash',
  qris: 'QRIS',
};

function paymentLabel(t: (key: MessageKey) => string, method: string): string {
  return paymentBrands[method as PaymentMethod] ?? t(asKey(`design.payment.${method}`));
}

/** The ways to pay, as chips. */
export const paymentMethods = defineSection({
  type: 'paymentMethods',
  group: 'offers',
  props: z.object({
    title: text,
    /** Objects, not bare names, because that is the shape Puck's list field edits. */
    methods: z
      .array(z.object({ method: z.enum(PAYMENT_METHODS) }))
      .max(PAYMENT_METHODS.length)
      .refine((list) => new Set(list.map((m) => m.method)).size === list.length, 'design.error.duplicate'),
  }),
  defaults: { title: {}, methods: [{ method: 'visa' }, { method: 'mastercard' }, { method: 'bankTransfer' }] },
  editorFields: (f) => ({
    title: f.text('title'),
    methods: {
      type: 'array',
      label: f.label('methods'),
      max: PAYMENT_METHODS.length,
      arrayFields: {
        method: {
          type: 'select',
          label: f.label('method'),
          options: PAYMENT_METHODS.map((m) => ({ value: m, label: paymentLabel(f.t, m) })),
        },
      },
      getItemSummary: (item: { method?: string }) => (item.method ? paymentLabel(f.t, item.method) : ''),
    } as Field,
  }),
  view: function PaymentMethods(p) {
    const ctx = ctxOf(p);
    const methods = (p.methods ?? []).map((m) => m.method).filter(Boolean);
    if (!methods.length && !ctx.editing) return null;
    const title = shown(ctx, `${str(p.id)}/title`, p.title);
    return h(
      'section',
      { className: 'pay' },
      h('h2', { className: title ? undefined : 'vh' }, title ?? ctx.t('design.render.paymentMethods')),
      h(
        'ul',
        { className: 'chips' },
        methods.map((m) => h('li', { key: m }, paymentLabel(ctx.t, m))),
      ),
    );
  },
  keepOnSwitch: ['methods'],
});
