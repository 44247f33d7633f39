import { createElement as h } from 'react';
import { z } from 'zod';
import { href, text } from '../fields.ts';
import { resolveHref } from '../renderContext.ts';
import { ctxOf, shown, str } from '../views/common.ts';
import { defineSection } from './kind.ts';

/** The frame every page ends with: the site's name, and the licence and responsible-gaming lines the operator wrote. */
export const footer = defineSection({
  type: 'footer',
  group: 'layout',
  /** Licence text and the responsible-gaming link are the operator's own words, or absent. */
  props: z.object({ licence: text, rgLabel: text, rgHref: href, note: text }),
  defaults: { licence: {}, rgLabel: {}, rgHref: '/responsible-gaming/', note: {} },
  editorFields: (f) => ({
    licence: f.area('licence', 'design.placeholder.licence'),
    rgLabel: f.text('rgLabel'),
    rgHref: f.link('rgHref'),
    note: f.area('note'),
  }),
  /** The licence line appears only as the operator wrote it; the platform never invents one. */
  view: function Footer(p) {
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
  },
  /** The frame every page has is nothing of the page's own. */
  hasContent: () => false,
});
