import { createElement as h, Fragment } from 'react';
import { button, facts, ltrText, para, small } from './parts.ts';
import type { Templates } from './template.ts';

/** A site's term (sites/terms/): always sent — each is about whether the site stays online. */

const STEPS = ['d30', 'd7', 'd1', 'ended', 'suspended', 'release30', 'release7', 'released', 'renewed'] as const;
type Step = (typeof STEPS)[number];
const stepOf = (step: string): Step => (STEPS.includes(step as Step) ? (step as Step) : 'd30');

export const termTemplates: Templates<'site_term'> = {
  site_term: {
    subject: (d, c) =>
      c.t(`mail.term.${stepOf(d.step)}.subject`, { site: d.siteName, count: d.daysLeft, date: c.time(d.paidUntil) }),
    title: (d, c) => c.t(`mail.term.${stepOf(d.step)}.title`, { count: d.daysLeft }),
    body: (d, c) => {
      const step = stepOf(d.step);
      const vars = {
        site: d.siteName,
        count: d.daysLeft,
        date: c.time(d.paidUntil),
        suspends: c.time(d.suspendsOn),
        releases: c.time(d.releasesOn),
      };
      const released = step === 'released';
      return h(
        Fragment,
        null,
        para(c, c.t(`mail.term.${step}.lead`, vars)),
        facts(c, [
          [c.t('mail.fact.site'), d.siteName],
          d.address && !released ? [c.t('mail.fact.siteUrl'), ltrText(d.address)] : false,
          [c.t('mail.fact.paidUntil'), c.time(d.paidUntil)],
          step !== 'renewed' && !released ? [c.t('mail.fact.suspendsOn'), c.time(d.suspendsOn)] : false,
          step !== 'renewed' ? [c.t('mail.fact.releasesOn'), c.time(d.releasesOn)] : false,
        ]),
        released ? false : button(c, c.links.mySites, c.t(step === 'renewed' ? 'mail.term.open' : 'mail.term.renew')),
        small(c, c.t('mail.term.footer')),
      );
    },
  },
};
