import { createElement as h, Fragment } from 'react';
import { addressLink, button, ltrText, para, small } from './parts.ts';
import type { Templates } from './template.ts';

/** What platform staff write to people: an answer to the contact form, an affiliate decision, an invitation. */

/** Paragraphs as typed (blank lines between them), each a paragraph of the message. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export const staffTemplates: Templates<'contact_reply' | 'affiliate_decision' | 'staff_invite'> = {
  staff_invite: {
    subject: (_, c) => c.t('mail.staffInvite.subject', { brand: c.brand }),
    title: (_, c) => c.t('mail.staffInvite.title'),
    body: (d, c) => {
      const url = c.links.staffInvite(d.token);
      return h(
        Fragment,
        null,
        para(
          c,
          c.t('mail.staffInvite.lead', {
            name: d.name,
            inviter: d.inviter,
            role: c.t(`staff.role.${d.role}` as never),
            brand: c.brand,
          }),
        ),
        button(c, url, c.t('mail.staffInvite.button')),
        h('div', { 'data-skip-in-text': 'true' }, small(c, c.t('mail.reset.linkHint')), small(c, addressLink(url))),
        para(c, c.t('mail.staffInvite.expires', { count: d.expiresHours })),
        small(c, c.t('mail.staffInvite.ignore')),
      );
    },
  },
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
