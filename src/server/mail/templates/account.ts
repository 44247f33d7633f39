import { createElement as h, Fragment } from 'react';
import type { MailCtx } from './context.ts';
import { addressLink, button, codeBox, facts, linkSentence, ltrText, para, small } from './parts.ts';
import type { Templates } from './template.ts';

/** Security mail: always sent, never switched off (kinds.ts `optionalNotices` leaves them out). */

/** "If this was not you, contact support": the support address as a mailto link. */
const notYou = (c: MailCtx) =>
  linkSentence(c, (l) => c.t('mail.common.notYou', { link: l }), `mailto:${c.supportEmail}`, c.supportEmail);

export const accountTemplates: Templates<'verify_email' | 'email_changed' | 'password_reset' | 'password_changed'> = {
  verify_email: {
    subject: (d, c) => c.t('mail.verify.subject', { code: d.code, brand: c.brand }),
    title: (_, c) => c.t('mail.verify.title'),
    body: (d, c) =>
      h(
        Fragment,
        null,
        para(c, c.t(d.purpose === 'change' ? 'mail.verify.leadChange' : 'mail.verify.leadRegister')),
        codeBox(c, d.code),
        para(c, c.t('mail.verify.expires', { count: d.expiresMinutes })),
        small(c, c.t('mail.verify.ignore')),
      ),
  },

  email_changed: {
    subject: (_, c) => c.t('mail.emailChanged.subject', { brand: c.brand }),
    title: (_, c) => c.t('mail.emailChanged.title'),
    body: (d, c) =>
      h(
        Fragment,
        null,
        para(c, c.t('mail.emailChanged.lead', { email: d.newEmailMasked })),
        facts(c, [
          [c.t('mail.fact.newEmail'), ltrText(d.newEmailMasked)],
          [c.t('mail.fact.when'), c.time(d.at)],
        ]),
        notYou(c),
      ),
  },

  password_reset: {
    subject: (_, c) => c.t('mail.reset.subject', { brand: c.brand }),
    title: (_, c) => c.t('mail.reset.title'),
    body: (d, c) => {
      const url = c.links.resetPassword(d.token);
      return h(
        Fragment,
        null,
        para(c, c.t('mail.reset.lead')),
        button(c, url, c.t('mail.reset.button')),
        // The text part already writes the button's link out; this fallback is for HTML readers.
        h('div', { 'data-skip-in-text': 'true' }, small(c, c.t('mail.reset.linkHint')), small(c, addressLink(url))),
        para(c, c.t('mail.reset.expires', { count: d.expiresMinutes })),
        small(c, c.t('mail.reset.ignore')),
      );
    },
  },

  password_changed: {
    subject: (_, c) => c.t('mail.passwordChanged.subject', { brand: c.brand }),
    title: (_, c) => c.t('mail.passwordChanged.title'),
    body: (d, c) =>
      h(
        Fragment,
        null,
        para(c, c.t('mail.passwordChanged.lead', { time: c.time(d.at) })),
        para(c, c.t('mail.passwordChanged.sessions')),
        notYou(c),
      ),
  },
};
