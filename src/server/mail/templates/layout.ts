import { Body, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import type { MailCtx } from './context.ts';
import { colors, flow, linkSentence, small } from './parts.ts';

const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Thai', 'Noto Sans CJK JP', 'Helvetica Neue', Arial, sans-serif";

export interface LayoutProps {
  title: string;
  body: ReactNode;
  /** A notice the merchant may switch off: the footer says where. */
  optional: boolean;
}

/**
 * The one frame of every message. `lang` and `dir` go on <html>, and `dir` plus inline
 * `direction`/`text-align` on the body cell, the card and every block inside, so a client that
 * keeps only some of them still lays Arabic out right to left. No remote images: the wordmark
 * is text, so nothing is fetched when the message is opened.
 */
export function mailLayout(c: MailCtx, { title, body, optional }: LayoutProps): ReactElement {
  const f = flow(c);
  return h(
    Html,
    { lang: c.lang, dir: c.dir },
    h(
      Head,
      null,
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'color-scheme', content: 'light' }),
      h('title', null, title),
    ),
    h(Preview, null, title),
    h(
      Body,
      {
        dir: c.dir,
        style: { ...f, backgroundColor: colors.page, fontFamily: FONT, margin: 0, padding: '24px 12px' },
      },
      h(
        Container,
        {
          dir: c.dir,
          style: {
            ...f,
            backgroundColor: '#ffffff',
            border: `1px solid ${colors.line}`,
            borderRadius: '8px',
            padding: '28px 24px',
            fontFamily: FONT,
          },
        },
        h(
          Section,
          { dir: c.dir, style: { ...f, margin: '0 0 20px' } },
          h(
            Text,
            {
              style: {
                ...f,
                margin: 0,
                fontSize: '20px',
                lineHeight: '28px',
                fontWeight: 700,
                color: colors.accent,
                letterSpacing: '0.5px',
              },
            },
            c.brand,
          ),
        ),
        h(
          Heading,
          {
            as: 'h1',
            dir: c.dir,
            style: {
              ...f,
              fontSize: '22px',
              lineHeight: '30px',
              fontWeight: 700,
              color: colors.text,
              margin: '0 0 16px',
            },
          },
          title,
        ),
        body,
        h(Hr, { style: { borderColor: colors.line, margin: '24px 0 16px' } }),
        optional &&
          linkSentence(
            c,
            (link) => c.t('mail.common.optional', { link }),
            c.links.personal,
            c.t('mail.link.personal'),
            { small: true },
          ),
        small(c, c.t('mail.common.automatic', { brand: c.brand })),
      ),
    ),
  );
}
