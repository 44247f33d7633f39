import type { ComponentConfig, Config, Field, Fields } from '@puckeditor/core';
import type { LocaleCode } from '../../../i18n/locales.ts';
import { categoryKinds, categoryNames } from '../gameCategories.ts';
import { asKey, type Translate } from '../messageKey.ts';
import { heroStyles } from '../templateArt.ts';
import { SECTION_TYPES, type SectionType } from './document.ts';
import { SCHEME_COLORS } from './fields.ts';
import { imageLibrary } from './imageLibrary.ts';
import { defaultProps, localizedFields, PAYMENT_METHODS, paymentLabel } from './sections.ts';
import { Hero, Image, Jackpot, Text } from './views/blocks.ts';
import { Faq, Footer, LobbyRow, PaymentMethods, Promotions } from './views/lists.ts';
import { Shell } from './views/shell.ts';

/**
 * The editor's Puck config: each section's fields in the one language being edited (texts are
 * plain strings there; projection.ts maps them to and from the document) and the same views the
 * published pages render with. Labels come from `t`, so the editor speaks the console's language.
 */

export interface PuckConfigOptions {
  /** The editor's language, for names that come from data (game categories); default English. */
  lang?: LocaleCode;
  /** The image picker; the default offers the design library (the console adds uploads). */
  imageField?: (label: string) => Field;
  /** The jackpot's amount; the console's reads major units the operator's way (AmountField), the default plain text. */
  amountField?: (label: string) => Field;
}

export const views = {
  hero: Hero,
  lobbyRow: LobbyRow,
  promotions: Promotions,
  paymentMethods: PaymentMethods,
  jackpot: Jackpot,
  text: Text,
  image: Image,
  faq: Faq,
  footer: Footer,
} satisfies Record<SectionType, unknown>;

/** A section's default props in Puck's one-language shape: every text an empty string. */
export function puckDefaults(type: SectionType): Record<string, unknown> {
  const props: Record<string, unknown> = defaultProps(type);
  for (const key of localizedFields[type].texts) props[key] = '';
  return props;
}

export function puckConfig(t: Translate, options: PuckConfigOptions = {}): Config {
  const label = (name: string) => t(asKey(`design.field.${name}`));
  const textField = (name: string, placeholder?: string): Field => ({
    type: 'text',
    label: label(name),
    ...(placeholder ? { placeholder: t(asKey(placeholder)) } : {}),
  });
  const area = (name: string, placeholder?: string): Field => ({
    type: 'textarea',
    label: label(name),
    ...(placeholder ? { placeholder: t(asKey(placeholder)) } : {}),
  });
  const link = (name: string): Field => ({ type: 'text', label: label(name), placeholder: 'https://… /lobby/' });
  const select = (name: string, values: readonly string[], keyOf: (v: string) => string): Field => ({
    type: 'select',
    label: label(name),
    options: values.map((value) => ({ value, label: t(asKey(keyOf(value))) })),
  });
  const color = (name: string) => select(name, SCHEME_COLORS, (c) => `design.color.${c}`);
  const image =
    options.imageField ??
    ((l: string): Field => ({
      type: 'select',
      label: l,
      options: [
        { value: '', label: t('design.image.none') },
        ...imageLibrary.map((i) => ({ value: i.id, label: t(asKey(i.altKey)) })),
      ],
    }));
  const align = select('align', ['start', 'center'], (a) => `design.align.${a}`);

  const fields: Record<SectionType, Fields> = {
    hero: {
      title: textField('title', 'design.placeholder.heroTitle'),
      subtitle: area('subtitle', 'design.placeholder.heroSubtitle'),
      ctaLabel: textField('ctaLabel', 'design.placeholder.ctaLabel'),
      ctaHref: link('ctaHref'),
      image: image(label('image')),
      background: color('background'),
      variant: select('variant', heroStyles, (v) => `design.variant.${v}`),
      align,
    },
    lobbyRow: {
      title: textField('title'),
      category: {
        type: 'select',
        label: label('category'),
        options: categoryKinds.map((k) => ({ value: k, label: categoryNames[k][options.lang ?? 'en'] ?? k })),
      },
      tiles: { type: 'number', label: label('tiles'), min: 3, max: 12 },
      moreLabel: textField('moreLabel'),
      moreHref: link('moreHref'),
    },
    promotions: {
      title: textField('title', 'design.placeholder.promotionsTitle'),
      accent: color('accent'),
      items: {
        type: 'array',
        label: label('promotions'),
        max: 12,
        arrayFields: {
          title: textField('title', 'design.placeholder.promoTitle'),
          text: area('text', 'design.placeholder.promoText'),
          image: image(label('image')),
          ctaLabel: textField('ctaLabel'),
          ctaHref: link('ctaHref'),
        },
        defaultItemProps: { title: '', text: '', image: '', ctaLabel: '', ctaHref: '', placeholder: false },
        getItemSummary: (item: { title?: string }, i?: number) =>
          item.title || t('design.field.item', { n: (i ?? 0) + 1 }),
      },
    },
    paymentMethods: {
      title: textField('title'),
      methods: {
        type: 'array',
        label: label('methods'),
        max: PAYMENT_METHODS.length,
        arrayFields: {
          method: {
            type: 'select',
            label: label('method'),
            options: PAYMENT_METHODS.map((m) => ({ value: m, label: paymentLabel(t, m) })),
          },
        },
        getItemSummary: (item: { method?: string }) => (item.method ? paymentLabel(t, item.method) : ''),
      } as Field,
    },
    jackpot: {
      amount: options.amountField?.(label('amount')) ?? { type: 'text', label: label('amount') },
      title: textField('title'),
      note: textField('note'),
      accent: color('accent'),
    },
    text: {
      title: textField('title', 'design.placeholder.textTitle'),
      body: area('body', 'design.placeholder.textBody'),
      align,
    },
    image: { image: image(label('image')), alt: textField('alt'), caption: textField('caption'), href: link('href') },
    faq: {
      title: textField('title'),
      items: {
        type: 'array',
        label: label('questions'),
        max: 20,
        arrayFields: {
          question: textField('question', 'design.placeholder.question'),
          answer: area('answer', 'design.placeholder.answer'),
        },
        defaultItemProps: { question: '', answer: '', placeholder: false },
        getItemSummary: (item: { question?: string }, i?: number) =>
          item.question || t('design.field.item', { n: (i ?? 0) + 1 }),
      },
    },
    footer: {
      licence: area('licence', 'design.placeholder.licence'),
      rgLabel: textField('rgLabel'),
      rgHref: link('rgHref'),
      note: area('note'),
    },
  };

  const components = Object.fromEntries(
    SECTION_TYPES.map((type) => [
      type,
      {
        label: t(asKey(`design.section.${type}`)),
        fields: fields[type],
        defaultProps: puckDefaults(type),
        render: views[type],
      } as ComponentConfig,
    ]),
  );
  return {
    root: { fields: { title: { type: 'text', label: label('pageTitle') } }, render: Shell as never },
    categories: {
      layout: { title: t('design.palette.layout'), components: ['hero', 'text', 'image', 'footer'] },
      games: { title: t('design.palette.games'), components: ['lobbyRow', 'jackpot'] },
      offers: { title: t('design.palette.offers'), components: ['promotions', 'paymentMethods', 'faq'] },
    },
    components,
  };
}
