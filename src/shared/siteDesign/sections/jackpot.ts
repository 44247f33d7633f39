import { createElement as h } from 'react';
import { z } from 'zod';
import { minorAmount, schemeColor, text } from '../fields.ts';
import { money } from '../renderContext.ts';
import { ctxOf, shown, str } from '../views/common.ts';
import { defineSection } from './kind.ts';

/** A jackpot figure: shown only when the operator entered one (`amount`, minor units of the market's currency). */
export const jackpot = defineSection({
  type: 'jackpot',
  group: 'games',
  props: z.object({ title: text, amount: minorAmount, note: text, accent: schemeColor }),
  defaults: { title: {}, amount: '', note: {}, accent: 'color2' },
  editorFields: (f) => ({
    amount: f.amount('amount'),
    title: f.text('title'),
    note: f.text('note'),
    accent: f.color('accent'),
  }),
  /** Nothing at all until the operator enters a figure: a site never shows a made-up jackpot. */
  view: function Jackpot(p) {
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
  },
  hasContent: (p) => Boolean(p.amount),
  keepOnSwitch: ['amount'],
});
