import { createElement as h } from 'react';
import { z } from 'zod';
import { hasText, itemKey, placeholder, text } from '../fields.ts';
import { ctxOf, paragraphs, shown, str } from '../views/common.ts';
import { defineSection } from './kind.ts';

const MAX_QUESTIONS = 20;

const faqItem = z.object({ key: itemKey, question: text, answer: text, placeholder });

/** Questions and answers, each folded (`details`). */
export const faq = defineSection({
  type: 'faq',
  group: 'offers',
  props: z.object({ title: text, items: z.array(faqItem).max(MAX_QUESTIONS) }),
  defaults: { title: {}, items: [] },
  editorFields: (f) => ({
    title: f.text('title'),
    items: {
      type: 'array',
      label: f.label('questions'),
      max: MAX_QUESTIONS,
      arrayFields: {
        question: f.text('question', 'design.placeholder.question'),
        answer: f.area('answer', 'design.placeholder.answer'),
      },
      defaultItemProps: { question: '', answer: '', placeholder: false },
      getItemSummary: (item: { question?: string }, i?: number) => f.itemSummary(item.question, i),
    },
  }),
  view: function Faq(p) {
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
  },
  /** A FAQ of placeholders renders only its heading. */
  hasContent: (p) => (p.items ?? []).some((i) => !i.placeholder && (hasText(i.question) || hasText(i.answer))),
});
