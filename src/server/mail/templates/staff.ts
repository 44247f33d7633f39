import { createElement as h, Fragment } from 'react';
import { ltrText, para, small } from './parts.ts';
import type { Templates } from './template.ts';

/** What platform staff write to people: an answer to the contact form, an affiliate decision. */

/** Paragraphs as typed (blank lines between them), each a paragraph of the message. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export const staffTemplates: Templates<'contact_reply' | 'affiliate_decision'> = {
  contact_reply: {
    subject: (_, c) => c.t('mail.contactReply.subject'),
    title: (_, c) => c.t('mail.contactReply.title'),
    body: (d, c) =>
      h(
        Fragment,
        null,
        para(c, c.t('mail.contactReply.lead', { name: d.name })),
        ...paragraphs(d.reply).map((p) => para(c, p)),
        small(c, `${c.t('mail.contactReply.youWrote')} “${d.asked}”`),
      ),
  },
  affiliate_decision: {
    subject: (d, c) => c.t(d.approved ? 'mail.affiliate.approved.subject' : 'mail.affiliate.rejected.subject'),
    title: (d, c) => c.t(d.approved ? 'mail.affiliate.approved.subject' : 'mail.affiliate.rejected.subject'),
    body: (d, c) =>
      h(
        Fragment,
        null,
        para(c, c.t(d.approved ? 'mail.affiliate.approved.lead' : 'mail.affiliate.rejected.lead', { name: d.name })),
        para(c, `${c.t('mail.affiliate.reason')} ${d.reason}`),
        // Older queued mail has no code: the paragraph is simply left out.
        d.approved && d.code ? para(c, h(Fragment, null, `${c.t('mail.affiliate.code')} `, ltrText(d.code))) : null,
        d.approved && d.code ? small(c, c.t('mail.affiliate.codeHint')) : null,
      ),
  },
};
