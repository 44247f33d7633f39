import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';
import { renderToStaticMarkup } from 'react-dom/server';
import { optionalNotices, type MailKind, type MailToRender, type RenderedMail } from './kinds.ts';
import { mailCtx } from './templates/context.ts';
import { templates } from './templates/index.ts';
import { mailLayout } from './templates/layout.ts';
import type { MailTemplate } from './templates/template.ts';

/** The doctype react-email's `render` writes: the one mail clients are tested against. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

const optional = new Set<MailKind>(optionalNotices);

/**
 * html-to-text as react-email's `render(…, { plainText: true })` sets it up (no wrapping, links
 * written out after their text, images and `data-skip-in-text` left out), but headings keep
 * their case: upper-casing is wrong for Turkish (i → I) and shouts in every language. Compiled
 * once: react-email's `toPlainText` compiles the selectors on every call, which was most of the
 * text part's cost in a burst of receipts.
 */
const toPlainText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    ...(['h1', 'h2', 'h3'] as const).map((selector) => ({ selector, options: { uppercase: false } })),
  ],
});

/**
 * Turns one message into its subject, HTML and plain text, in the reader's language.
 *
 * Synchronous on purpose (the contract's signature): the templates are plain components with
 * nothing to wait for, so React's static renderer gives the same markup react-email's async
 * `render` would, and the text part comes from the same converter its `plainText` option uses.
 */
export function renderMail<K extends MailKind>(msg: MailToRender<K>): RenderedMail {
  const template = templates[msg.kind] as MailTemplate<K>;
  const c = mailCtx(msg.locale, msg.publicUrl);
  const title = template.title(msg.data, c);
  const doc = mailLayout(c, { title, body: template.body(msg.data, c), optional: optional.has(msg.kind) });
  const html = `${DOCTYPE}${renderToStaticMarkup(doc).replace(/^<!DOCTYPE[^>]*>/i, '')}`;
  return {
    subject: oneLine(template.subject(msg.data, c)),
    html,
    text: toPlainText(html),
  };
}

/** A subject is one header line: a line break in a value (a site's name) must not start another. */
function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}
