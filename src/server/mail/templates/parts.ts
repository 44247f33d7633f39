import { Button, Link, Section, Text } from '@react-email/components';
import { createElement as h, Fragment, type CSSProperties, type ReactNode } from 'react';
import type { MailCtx } from './context.ts';

/**
 * The pieces templates are made of. Each block sets `direction` and `text-align` inline, because
 * mail clients drop <style> and often ignore inherited direction: an Arabic message styled only
 * on <body> showed left to right in several clients.
 */

export const colors = { text: '#1f2937', muted: '#4b5563', line: '#e5e7eb', accent: '#1d4ed8', page: '#f3f4f6' };

/** Direction and alignment for one block, in the reader's direction. */
export function flow(c: MailCtx): CSSProperties {
  return { direction: c.dir, textAlign: c.dir === 'rtl' ? 'right' : 'left' };
}

/** Left-to-right material inside any sentence (codes, hashes, addresses): kept whole, and broken anywhere on a phone. */
const ltr: CSSProperties = { direction: 'ltr', unicodeBidi: 'isolate', wordBreak: 'break-all' };

export function para(c: MailCtx, children: ReactNode, style: CSSProperties = {}): ReactNode {
  return h(
    Text,
    {
      dir: c.dir,
      style: { ...flow(c), fontSize: '16px', lineHeight: '24px', color: colors.text, margin: '0 0 16px', ...style },
    },
    children,
  );
}

export function small(c: MailCtx, children: ReactNode): ReactNode {
  return para(c, children, { fontSize: '14px', lineHeight: '20px', color: colors.muted });
}

/** Code, hash or address text that reads left to right in every language. */
export function ltrText(text: string): ReactNode {
  return h('span', { dir: 'ltr', style: ltr }, text);
}

const MARK = '\uE000';

/**
 * A translated sentence with a link where its `{{link}}` placeholder stands, so each language
 * puts the link where its grammar wants it. The placeholder is filled with a private-use mark
 * and split there: in right-to-left locales the translator has already wrapped it in a bidi
 * isolate, which then surrounds the link.
 */
export function withLink(text: string, link: ReactNode): ReactNode {
  const [before = '', ...after] = text.split(MARK);
  return after.length === 0 ? text : h(Fragment, null, before, link, after.join(''));
}

export function link(href: string, label: string): ReactNode {
  return h(Link, { href, style: { color: colors.accent, textDecoration: 'underline' } }, label);
}

/** A link that shows its own address, left to right and broken anywhere so it never widens a phone's screen. */
export function addressLink(href: string): ReactNode {
  return h('span', { dir: 'ltr', style: ltr }, link(href, href));
}

/** A translated sentence (given the mark for its `{{link}}`) with a link to `href` labelled `label` in it. */
export function linkSentence(
  c: MailCtx,
  text: (mark: string) => string,
  href: string,
  label: string,
  opts: { small?: boolean } = {},
): ReactNode {
  const content = withLink(text(MARK), link(href, label));
  return opts.small ? small(c, content) : para(c, content);
}

export function button(c: MailCtx, href: string, label: string): ReactNode {
  return h(
    Section,
    { dir: c.dir, style: { ...flow(c), margin: '8px 0 24px' } },
    h(
      Button,
      {
        href,
        style: {
          backgroundColor: colors.accent,
          color: '#ffffff',
          borderRadius: '6px',
          fontSize: '16px',
          fontWeight: 600,
          padding: '12px 24px',
          textDecoration: 'none',
        },
      },
      label,
    ),
  );
}

/** The code to type, large and spaced; `user-select: all` copies it whole on one tap. */
export function codeBox(c: MailCtx, code: string): ReactNode {
  return h(
    Section,
    { dir: c.dir, style: { ...flow(c), margin: '8px 0 24px' } },
    h(
      Text,
      {
        dir: 'ltr',
        style: {
          display: 'inline-block',
          direction: 'ltr',
          margin: 0,
          padding: '12px 20px',
          fontFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
          fontSize: '32px',
          lineHeight: '40px',
          fontWeight: 700,
          letterSpacing: '6px',
          color: colors.text,
          backgroundColor: colors.page,
          border: `1px solid ${colors.line}`,
          borderRadius: '6px',
          userSelect: 'all',
        },
      },
      code,
    ),
  );
}

export type Fact = [label: string, value: ReactNode];

/**
 * Label–value rows (amounts, numbers, dates). A table rather than floats: every client lays it
 * out, `dir` puts the labels on the reader's side, and the text part lays it out as columns.
 */
export function facts(c: MailCtx, rows: (Fact | false | undefined)[]): ReactNode {
  const cell = (extra: CSSProperties): CSSProperties => ({
    ...flow(c),
    padding: '8px 0',
    borderBottom: `1px solid ${colors.line}`,
    fontSize: '15px',
    lineHeight: '22px',
    verticalAlign: 'top',
    ...extra,
  });
  return h(
    'table',
    {
      dir: c.dir,
      role: 'presentation',
      width: '100%',
      cellPadding: 0,
      cellSpacing: 0,
      'data-text-format': 'dataTable',
      style: { ...flow(c), width: '100%', borderCollapse: 'collapse', margin: '0 0 24px' },
    },
    h(
      'tbody',
      null,
      rows
        .filter((r): r is Fact => Array.isArray(r))
        .map(([label, value]) =>
          h(
            'tr',
            { key: label },
            // Physical padding: logical properties (padding-inline-end) are unknown to many mail clients.
            h(
              'td',
              {
                style: cell({
                  color: colors.muted,
                  width: '40%',
                  [c.dir === 'rtl' ? 'paddingLeft' : 'paddingRight']: '12px',
                }),
              },
              label,
            ),
            h('td', { style: cell({ color: colors.text, fontWeight: 600 }) }, value),
          ),
        ),
    ),
  );
}
