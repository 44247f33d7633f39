import { createElement as h } from 'react';
import { z } from 'zod';
import { href, image, itemKey, placeholder, schemeColor, text } from '../fields.ts';
import { imageSrc } from '../imageLibrary.ts';
import { resolveHref } from '../renderContext.ts';
import { ctxOf, shown, str } from '../views/common.ts';
import { defineSection } from './kind.ts';

const MAX_CARDS = 12;

const promotionItem = z.object({
  key: itemKey,
  title: text,
  text: text,
  image,
  ctaLabel: text,
  ctaHref: href,
  placeholder,
});

/** Offer cards: picture, title, words and a button each. Unedited placeholder cards are the editor's only. */
export const promotions = defineSection({
  type: 'promotions',
  group: 'offers',
  props: z.object({ title: text, accent: schemeColor, items: z.array(promotionItem).max(MAX_CARDS) }),
  defaults: { title: {}, accent: 'color2', items: [] },
  editorFields: (f) => ({
    title: f.text('title', 'design.placeholder.promotionsTitle'),
    accent: f.color('accent'),
    items: {
      type: 'array',
      label: f.label('promotions'),
      max: MAX_CARDS,
      arrayFields: {
        title: f.text('title', 'design.placeholder.promoTitle'),
        text: f.area('text', 'design.placeholder.promoText'),
        image: f.image('image'),
        ctaLabel: f.text('ctaLabel'),
        ctaHref: f.link('ctaHref'),
      },
      defaultItemProps: { title: '', text: '', image: '', ctaLabel: '', ctaHref: '', placeholder: false },
      getItemSummary: (item: { title?: string }, i?: number) => f.itemSummary(item.title, i),
    },
  }),
  view: function Promotions(p) {
    const ctx = ctxOf(p);
    const id = str(p.id);
    // Unedited placeholder cards are for the editor only: a published page claims no offer.
    const items = (p.items ?? []).filter((item) => ctx.editing || !item.placeholder);
    if (!items.length && !ctx.editing) return null;
    const title = shown(ctx, `${id}/title`, p.title, 'design.placeholder.promotionsTitle');
    return h(
      'section',
      { className: `promos acc-${p.accent ?? 'color2'}` },
      title ? h('h2', null, title) : null,
      h(
        'ul',
        { className: 'cards' },
        items.map((item, i) => {
          const base = `${id}/items/${item.key}`;
          const src = imageSrc(str(item.image), ctx.siteRoot);
          const link = resolveHref(ctx, item.ctaHref);
          const cta = shown(ctx, `${base}/ctaLabel`, item.ctaLabel);
          return h(
            'li',
            { key: item.key ?? i, className: item.placeholder ? 'card is-ph' : 'card' },
            src ? h('img', { src, alt: '', loading: 'lazy', width: 320, height: 180 }) : null,
            h('h3', null, shown(ctx, `${base}/title`, item.title, 'design.placeholder.promoTitle')),
            h('p', null, shown(ctx, `${base}/text`, item.text, 'design.placeholder.promoText')),
            cta && link ? h('a', { className: 'btn', href: link }, cta) : null,
          );
        }),
      ),
    );
  },
});
