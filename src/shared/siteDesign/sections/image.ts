import { createElement as h } from 'react';
import { z } from 'zod';
import { href, image as picture, text } from '../fields.ts';
import { imageSrc } from '../imageLibrary.ts';
import { resolveHref } from '../renderContext.ts';
import { ctxOf, shown, str } from '../views/common.ts';
import { defineSection } from './kind.ts';

/** One picture, with its description, a caption and an optional link. */
export const image = defineSection({
  type: 'image',
  group: 'layout',
  props: z.object({ image: picture, alt: text, caption: text, href }),
  defaults: { image: 'crown', alt: {}, caption: {}, href: '' },
  editorFields: (f) => ({
    image: f.image('image'),
    alt: f.text('alt'),
    caption: f.text('caption'),
    href: f.link('href'),
  }),
  view: function Image(p) {
    const ctx = ctxOf(p);
    const id = str(p.id);
    const src = imageSrc(str(p.image), ctx.siteRoot);
    if (!src)
      return ctx.editing
        ? h('section', { className: 'ph-box' }, h('span', { className: 'ph' }, ctx.t('design.placeholder.image')))
        : null;
    const img = h('img', { src, alt: str(p.alt), loading: 'lazy', width: 320, height: 180 });
    const link = resolveHref(ctx, p.href);
    const caption = shown(ctx, `${id}/caption`, p.caption);
    return h(
      'figure',
      { className: 'pic' },
      link ? h('a', { href: link }, img) : img,
      caption ? h('figcaption', null, caption) : null,
    );
  },
  hasContent: (p) => Boolean(p.image),
});
