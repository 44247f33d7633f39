import { createElement as h } from 'react';
import { imageSrc } from '../imageLibrary.ts';
import { money, resolveHref } from '../renderContext.ts';
import type { SectionProps } from '../sections.ts';
import { ctxOf, paragraphs, shown, str, type ViewProps } from './common.ts';

/** Single-block sections: hero, jackpot, text, image. */

export function Hero(p: ViewProps<SectionProps['hero']>) {
  const ctx = ctxOf(p);
  const id = str(p.id);
  const href = resolveHref(ctx, p.ctaHref);
  const src = imageSrc(str(p.image), ctx.siteRoot);
  const cta = shown(ctx, `${id}/ctaLabel`, p.ctaLabel, 'design.placeholder.ctaLabel');
  return h(
    'section',
    { className: `hero v-${p.variant ?? 'glow'} bg-${p.background ?? 'color1'} a-${p.align ?? 'start'}` },
    h(
      'div',
      { className: 'hero-text' },
      h(
        'h2',
        { className: 'hero-title' },
        shown(ctx, `${id}/title`, p.title, 'design.placeholder.heroTitle') ?? ctx.siteName,
      ),
      p.subtitle || ctx.editing
        ? h('p', null, shown(ctx, `${id}/subtitle`, p.subtitle, 'design.placeholder.heroSubtitle'))
        : null,
      cta && href
        ? h('a', { className: 'btn big', href }, cta)
        : cta && ctx.editing
          ? h('span', { className: 'btn big' }, cta)
          : null,
    ),
    src ? h('img', { className: 'hero-art', src, alt: '', width: 320, height: 180 }) : null,
  );
}

/** Nothing at all until the operator enters a figure: a site never shows a made-up jackpot. */
export function Jackpot(p: ViewProps<SectionProps['jackpot']>) {
  const ctx = ctxOf(p);
  const id = str(p.id);
  const figure = money(ctx, str(p.amount));
  if (!figure)
    return ctx.editing
      ? h(
          'section',
          { className: 'jackpot ph-box' },
          h('span', { className: 'ph' }, ctx.t('design.placeholder.jackpot')),
        )
      : null;
  return h(
    'section',
    { className: `jackpot acc-${p.accent ?? 'color2'}` },
    h('h2', null, shown(ctx, `${id}/title`, p.title) ?? ctx.t('design.render.jackpot')),
    h('strong', { className: 'figure' }, figure),
    p.note ? h('p', null, shown(ctx, `${id}/note`, p.note)) : null,
  );
}

export function Text(p: ViewProps<SectionProps['text']>) {
  const ctx = ctxOf(p);
  const id = str(p.id);
  const title = shown(ctx, `${id}/title`, p.title, 'design.placeholder.textTitle');
  const body = str(p.body);
  return h(
    'section',
    { className: `text a-${p.align ?? 'start'}` },
    title ? h('h2', null, title) : null,
    body
      ? h(
          'div',
          { className: ctx.editing && ctx.fallbacks.includes(`${id}/body`) ? 'fb' : undefined },
          ...paragraphs(body),
        )
      : ctx.editing
        ? shown(ctx, '', '', 'design.placeholder.textBody')
        : null,
  );
}

export function Image(p: ViewProps<SectionProps['image']>) {
  const ctx = ctxOf(p);
  const id = str(p.id);
  const src = imageSrc(str(p.image), ctx.siteRoot);
  if (!src)
    return ctx.editing
      ? h('section', { className: 'ph-box' }, h('span', { className: 'ph' }, ctx.t('design.placeholder.image')))
      : null;
  const img = h('img', { src, alt: str(p.alt), loading: 'lazy', width: 320, height: 180 });
  const href = resolveHref(ctx, p.href);
  const caption = shown(ctx, `${id}/caption`, p.caption);
  return h(
    'figure',
    { className: 'pic' },
    href ? h('a', { href }, img) : img,
    caption ? h('figcaption', null, caption) : null,
  );
}
