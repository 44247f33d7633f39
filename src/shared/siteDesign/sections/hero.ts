import { createElement as h } from 'react';
import { z } from 'zod';
import { heroStyles } from '../../templateArt.ts';
import { align, href, image, schemeColor, text } from '../fields.ts';
import { imageSrc } from '../imageLibrary.ts';
import { resolveHref } from '../renderContext.ts';
import { ctxOf, shown, str } from '../views/common.ts';
import { defineSection } from './kind.ts';

/** The page's opening banner: a heading, a line, a button and a picture on a styled background. */
export const hero = defineSection({
  type: 'hero',
  group: 'layout',
  props: z.object({
    title: text,
    subtitle: text,
    ctaLabel: text,
    ctaHref: href,
    image,
    background: schemeColor,
    variant: z.enum(heroStyles),
    align,
  }),
  defaults: {
    title: {},
    subtitle: {},
    ctaLabel: {},
    ctaHref: '/lobby/',
    image: '',
    background: 'color1',
    variant: 'glow',
    align: 'start',
  },
  editorFields: (f) => ({
    title: f.text('title', 'design.placeholder.heroTitle'),
    subtitle: f.area('subtitle', 'design.placeholder.heroSubtitle'),
    ctaLabel: f.text('ctaLabel', 'design.placeholder.ctaLabel'),
    ctaHref: f.link('ctaHref'),
    image: f.image('image'),
    background: f.color('background'),
    variant: f.select('variant', heroStyles, (v) => `design.variant.${v}`),
    align: f.align,
  }),
  view: function Hero(p) {
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
  },
});
