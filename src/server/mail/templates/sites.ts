import { createElement as h, Fragment } from 'react';
import type { MailCtx } from './context.ts';
import { facts, linkSentence, ltrText, para, small } from './parts.ts';
import type { Templates } from './template.ts';

/** Notices about a merchant's sites; each may be switched off (kinds.ts `optionalNotices`). */

const toMySites = (c: MailCtx, sentence: (link: string) => string) =>
  linkSentence(c, sentence, c.links.mySites, c.t('mail.link.mySites'));

export const siteTemplates: Templates<'site_live' | 'provisioning_delayed' | 'domain_lapsed'> = {
  site_live: {
    subject: (d, c) => c.t('mail.siteLive.subject', { siteName: d.siteName }),
    title: (_, c) => c.t('mail.siteLive.title'),
    body: (d, c) =>
      h(
        Fragment,
        null,
        para(c, c.t('mail.siteLive.lead', { orderNo: d.orderNo, siteName: d.siteName })),
        // The site's address is shown, not linked: every link of a message starts at the public URL.
        facts(c, [
          [c.t('mail.fact.site'), d.siteName],
          [c.t('mail.fact.siteUrl'), ltrText(d.siteUrl)],
          [c.t('mail.fact.orderNo'), ltrText(d.orderNo)],
        ]),
        toMySites(c, (l) => c.t('mail.siteLive.manage', { link: l })),
        small(c, c.t('mail.siteLive.noPassword')),
      ),
  },

  provisioning_delayed: {
    subject: (d, c) => c.t('mail.provisioningDelayed.subject', { orderNo: d.orderNo }),
    title: (_, c) => c.t('mail.provisioningDelayed.title'),
    body: (d, c) =>
      h(
        Fragment,
        null,
        para(c, c.t('mail.provisioningDelayed.lead', { orderNo: d.orderNo, since: c.time(d.since) })),
        para(c, c.t('mail.provisioningDelayed.trying')),
        linkSentence(
          c,
          (l) => c.t('mail.provisioningDelayed.follow', { link: l }),
          c.links.myOrders,
          c.t('mail.link.myOrders'),
        ),
      ),
  },

  domain_lapsed: {
    subject: (d, c) => c.t('mail.domainLapsed.subject', { domain: d.domain }),
    title: (_, c) => c.t('mail.domainLapsed.title'),
    body: (d, c) =>
      h(
        Fragment,
        null,
        para(c, c.t('mail.domainLapsed.lead', { domain: d.domain, siteName: d.siteName })),
        toMySites(c, (l) => c.t('mail.domainLapsed.fix', { link: l })),
      ),
  },
};
