import { type CSSProperties, createElement as h } from 'react';
import { categoryNames, type CategoryKind } from '../../gameCategories.ts';
import { imageSrc, type LibraryImageId } from '../imageLibrary.ts';
import { resolveHref } from '../renderContext.ts';
import { paymentLabel, type SectionProps } from '../sections.ts';
import { ctxOf, paragraphs, shown, str, type ViewProps } from './common.ts';

/** Sections made of repeated items: lobby row, promotions, payment methods, FAQ, footer. */

/** The picture standing in for a category's games until the lobby shows real ones. */
const categoryArt: Record<CategoryKind, LibraryImageId> = {
  slots: 'slot7',
  live: 'roulette',
  sports: 'ball',
  lottery: 'lotto',
  fishing: 'fish',
  poker: 'cards',
  esports: 'trophy',
  crypto: 'diamond',
  bingo: 'lotto',
  cards: 'cards',
  arcade: 'rocket',
  virtual: 'ball',
};

export function LobbyRow(p: ViewProps<SectionProps['lobbyRow']>) {
  const ctx = ctxOf(p);
  const id = str(p.id);
  const kind: CategoryKind = p.category && p.category in categoryArt ? p.category : 'slots';
  const tiles = Math.max(3, Math.min(12, Number(p.tiles) || 6));
  const src = imageSrc(categoryArt[kind], ctx.siteRoot);
  const more = resolveHref(ctx, p.moreHref);
  const moreLabel = shown(ctx, `${id}/moreLabel`, p.moreLabel);
  return h(
    'section',
    { className: 'row' },
    h(
      'div',
      { className: 'row-head' },
      h('h2', null, shown(ctx, `${id}/title`, p.title) ?? categoryNames[kind][ctx.lang] ?? categoryNames[kind].en),
      more && moreLabel ? h('a', { href: more }, moreLabel) : null,
    ),
    // Empty tiles with the picture as a background: one request per category, a few bytes per tile.
    h(
      'ul',
      {
        className: 'tiles',
        'aria-hidden': 'true',
        style: src ? ({ '--art': `url(${src})` } as CSSProperties) : undefined,
      },
      Array.from({ length: tiles }, (_, i) => h('li', { key: i })),
    ),
  );
}

export function Promotions(p: ViewProps<SectionProps['promotions']>) {
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
        const href = resolveHref(ctx, item.ctaHref);
        const cta = shown(ctx, `${base}/ctaLabel`, item.ctaLabel);
        return h(
          'li',
          { key: item.key ?? i, className: item.placeholder ? 'card is-ph' : 'card' },
          src ? h('img', { src, alt: '', loading: 'lazy', width: 320, height: 180 }) : null,
          h('h3', null, shown(ctx, `${base}/title`, item.title, 'design.placeholder.promoTitle')),
          h('p', null, shown(ctx, `${base}/text`, item.text, 'design.placeholder.promoText')),
          cta && href ? h('a', { className: 'btn', href }, cta) : null,
        );
      }),
    ),
  );
}

export function PaymentMethods(p: ViewProps<SectionProps['paymentMethods']>) {
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
}

export function Faq(p: ViewProps<SectionProps['faq']>) {
  const ctx = ctxOf(p);
  const id = str(p.id);
  const items = (p.items ?? []).filter((item) => ctx.editing || (!item.placeholder && item.question));
  if (!items.length && !ctx.editing) return null;
  return h(
    'section',
    { className: 'faq' },
    h('h2', null, shown(ctx, `${id}/title`, p.title) ?? ctx.t('design.render.faq')),
    items.map((item, i) => {
      const base = `${id}/items/${item.key}`;
      return h(
        'details',
        { key: item.key ?? i, className: item.placeholder ? 'is-ph' : undefined },
        h('summary', null, shown(ctx, `${base}/question`, item.question, 'design.placeholder.question')),
        item.answer
          ? h('div', null, ...paragraphs(item.answer))
          : shown(ctx, `${base}/answer`, '', 'design.placeholder.answer'),
      );
    }),
  );
}

/** The licence line appears only as the operator wrote it; the platform never invents one. */
export function Footer(p: ViewProps<SectionProps['footer']>) {
  const ctx = ctxOf(p);
  const id = str(p.id);
  const rg = resolveHref(ctx, p.rgHref);
  const rgLabel = shown(ctx, `${id}/rgLabel`, p.rgLabel) ?? (rg ? ctx.t('design.page.responsible') : null);
  const licence = shown(ctx, `${id}/licence`, p.licence, 'design.placeholder.licence');
  const note = shown(ctx, `${id}/note`, p.note);
  return h(
    'footer',
    { className: 'foot' },
    h('strong', null, ctx.siteName),
    licence ? h('p', { className: 'licence' }, licence) : null,
    rg && rgLabel ? h('p', null, h('a', { href: rg }, rgLabel)) : null,
    note ? h('p', null, note) : null,
  );
}
