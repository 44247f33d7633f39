// replaced by the mail-templates branch
import { escapeHtml } from '../platform/html.ts';
import type { MailToRender, RenderedMail } from './kinds.ts';

/**
 * A placeholder renderer with the real one's signature, so the outbox can deliver before the
 * templates exist: the subject is the kind, the text the message's data as JSON.
 */
export function renderMail(msg: MailToRender): RenderedMail {
  const text = JSON.stringify(msg.data, null, 2);
  return { subject: msg.kind, text, html: `<pre>${escapeHtml(text)}</pre>` };
}
