import { z } from 'zod';
import { categoryKinds } from '../gameCategories.ts';
import { heroStyles } from '../templateArt.ts';
import { asKey, type MessageKey } from '../messageKey.ts';
import type { SectionType } from './document.ts';
import { href, image, itemKey, minorAmount, placeholder, schemeColor, text } from './fields.ts';

/**
 * Each section type's props as stored in the document: texts are `Localized` (one string per
 * language), everything else is shared by every language. `sectionPropsSchemas` is what a
 * save checks; `localizedFields` is what the per-language projection swaps; `defaultProps`
 * is what the palette drops in (neutral: nothing claims an offer, a jackpot or a licence).
 */

/** Ways to pay a site can show: brands and generic kinds, names from `design.payment.*`. */
export const PAYMENT_METHODS = [
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
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

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

export function paymentLabel(t: (key: MessageKey) => string, method: string): string {
  return paymentBrands[method as PaymentMethod] ?? t(asKey(`design.payment.${method}`));
}

const align = z.enum(['start', 'center']);

const promotionItem = z.object({
  key: itemKey,
  title: text,
  text: text,
  image,
  ctaLabel: text,
  ctaHref: href,
  placeholder,
});

const faqItem = z.object({ key: itemKey, question: text, answer: text, placeholder });

export const sectionPropsSchemas = {
  hero: z.object({
    title: text,
    subtitle: text,
    ctaLabel: text,
    ctaHref: href,
    image,
    background: schemeColor,
    variant: z.enum(heroStyles),
    align,
  }),
  lobbyRow: z.object({
    title: text,
    category: z.enum(categoryKinds),
    /** Game tiles shown (the lobby fills them with the category's games). */
    tiles: z.number().int().min(3).max(12),
    moreLabel: text,
    moreHref: href,
  }),
  promotions: z.object({ title: text, accent: schemeColor, items: z.array(promotionItem).max(12) }),
  paymentMethods: z.object({
    title: text,
    /** Objects, not bare names, because that is the shape Puck's list field edits. */
    methods: z
      .array(z.object({ method: z.enum(PAYMENT_METHODS) }))
      .max(PAYMENT_METHODS.length)
      .refine((list) => new Set(list.map((m) => m.method)).size === list.length, 'design.error.duplicate'),
  }),
  /** Shown only when the operator entered a figure (`amount`, minor units of the market's currency). */
  jackpot: z.object({ title: text, amount: minorAmount, note: text, accent: schemeColor }),
  text: z.object({ title: text, body: text, align }),
  image: z.object({ image, alt: text, caption: text, href }),
  faq: z.object({ title: text, items: z.array(faqItem).max(20) }),
  /** Licence text and the responsible-gaming link are the operator's own words, or absent. */
  footer: z.object({ licence: text, rgLabel: text, rgHref: href, note: text }),
} satisfies Record<SectionType, z.ZodType>;

export type SectionProps = { [K in SectionType]: z.infer<(typeof sectionPropsSchemas)[K]> };
export type PromotionItem = z.infer<typeof promotionItem>;
export type FaqItem = z.infer<typeof faqItem>;

/** Which props are `Localized`: top-level texts, and texts of each list's items. */
export interface LocalizedFields {
  texts: readonly string[];
  lists: Readonly<Record<string, readonly string[]>>;
}

export const localizedFields: Record<SectionType, LocalizedFields> = {
  hero: { texts: ['title', 'subtitle', 'ctaLabel'], lists: {} },
  lobbyRow: { texts: ['title', 'moreLabel'], lists: {} },
  promotions: { texts: ['title'], lists: { items: ['title', 'text', 'ctaLabel'] } },
  paymentMethods: { texts: ['title'], lists: {} },
  jackpot: { texts: ['title', 'note'], lists: {} },
  text: { texts: ['title', 'body'], lists: {} },
  image: { texts: ['alt', 'caption'], lists: {} },
  faq: { texts: ['title'], lists: { items: ['question', 'answer'] } },
  footer: { texts: ['licence', 'rgLabel', 'note'], lists: {} },
};

/** Props a section starts with when dropped from the palette: empty texts, scheme colours. */
export function defaultProps<K extends SectionType>(type: K): SectionProps[K] {
  const defaults: SectionProps = {
    hero: {
      title: {},
      subtitle: {},
      ctaLabel: {},
      ctaHref: '/lobby/',
      image: '',
      background: 'color1',
      variant: 'glow',
      align: 'start',
    },
    lobbyRow: { title: {}, category: 'slots', tiles: 6, moreLabel: {}, moreHref: '' },
    promotions: { title: {}, accent: 'color2', items: [] },
    paymentMethods: { title: {}, methods: [{ method: 'visa' }, { method: 'mastercard' }, { method: 'bankTransfer' }] },
    jackpot: { title: {}, amount: '', note: {}, accent: 'color2' },
    text: { title: {}, body: {}, align: 'start' },
    image: { image: 'crown', alt: {}, caption: {}, href: '' },
    faq: { title: {}, items: [] },
    footer: { licence: {}, rgLabel: {}, rgHref: '/responsible-gaming/', note: {} },
  };
  return structuredClone(defaults[type]);
}
