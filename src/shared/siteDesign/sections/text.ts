import { createElement as h } from 'react';
import { z } from 'zod';
import { align, hasText, text as localized } from '../fields.ts';
import { ctxOf, paragraphs, shown, str } from '../views/common.ts';
import { defineSection } from './kind.ts';

/** A heading and paragraphs of the operator's words (responsible gaming, terms, about). */
export const text = defineSection({
  type: 'text',
  group: 'layout',
  props: z.object({ title: localized, body: localized, align }),
  defaults: { title: {}, body: {}, align: 'start' },
  editorFields: (f) => ({
    title: f.text('title', 'design.placeholder.textTitle'),
    body: f.area('body', 'design.placeholder.textBody'),
    align: f.align,
  }),
  view: function Text(p) {
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
  },
  hasContent: (p) => hasText(p.title) || hasText(p.body),
});
