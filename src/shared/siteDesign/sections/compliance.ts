import type { Field } from '@puckeditor/core';
import { createElement as h, type ReactNode } from 'react';
import { z } from 'zod';
import { MIN_AGES } from '../../compliance/types.ts';
import { href, image, text } from '../fields.ts';
import { imageSrc } from '../imageLibrary.ts';
import type { RenderContext } from '../renderContext.ts';
import { resolveHref } from '../renderContext.ts';
import { ctxOf, shown, str } from '../views/common.ts';
import { defineSection } from './kind.ts';

/**
 * What a market requires players to see (issue 31): the age notice, the licence (issuer,
 * number, seal), the responsible-gaming link and a help line, as one compact strip. The
 * wording comes from the catalogue in every language; the facts (the age, the licence, the
 * help line's number) are the operator's, the same in every language. Which of them a market
 * requires, and the check, live in src/shared/compliance.
 */

/** A name or number written the same in every language (a licence number, an issuer's acronym, a phone number). */
const plain = (max: number) => z.string().max(max);

/** A phone number as people dial it: digits, spaces and + ( ) - . only. */
const phone = plain(40).regex(/^[0-9+() .-]*$/, 'design.error.phone');

/** `tel:` wants the digits (and a leading +) alone. */
const telHref = (value: string) => `tel:${value.replace(/[^0-9+]/g, '')}`;

export const compliance = defineSection({
  type: 'compliance',
  group: 'layout',
  props: z.object({
    minAge: z.enum(MIN_AGES),
    licenceIssuer: plain(120),
    licenceNumber: plain(80),
    licenceSeal: image,
    rgLabel: text,
    rgHref: href,
    helpName: text,
    helpPhone: phone,
    helpHref: href,
  }),
  /** Neutral: 18+, nothing claimed (no licence, no help service); the site's responsible-gaming page. */
  defaults: {
    minAge: '18',
    licenceIssuer: '',
    licenceNumber: '',
    licenceSeal: '',
    rgLabel: {},
    rgHref: '/responsible-gaming/',
    helpName: {},
    helpPhone: '',
    helpHref: '',
  },
  editorFields: (f) => ({
    minAge: {
      type: 'select',
      label: f.label('minAge'),
      options: MIN_AGES.map((a) => ({ value: a, label: `${a}+` })),
    } as Field,
    licenceIssuer: f.text('licenceIssuer'),
    licenceNumber: f.text('licenceNumber'),
    licenceSeal: f.image('licenceSeal'),
    rgLabel: f.text('rgLabel'),
    rgHref: f.link('rgHref'),
    helpName: f.text('helpName'),
    helpPhone: f.text('helpPhone'),
    helpHref: f.link('helpHref'),
  }),
  view: function Compliance(p) {
    const ctx = ctxOf(p);
    const id = str(p.id);
    const age = str(p.minAge) || '18';
    const items: ReactNode[] = [
      h(
        'li',
        { key: 'age' },
        h('b', { className: 'age', dir: 'ltr', 'aria-hidden': true }, `${age}+`),
        h('span', null, ctx.t('design.compliance.age', { age })),
      ),
    ];
    const licence = licenceLine(ctx, str(p.licenceIssuer).trim(), str(p.licenceNumber).trim());
    const seal = imageSrc(str(p.licenceSeal), ctx.siteRoot);
    if (licence || seal)
      items.push(
        h(
          'li',
          { key: 'licence' },
          seal
            ? h('img', {
                className: 'seal',
                src: seal,
                alt: ctx.t('design.compliance.seal', { issuer: str(p.licenceIssuer).trim() || '—' }),
                width: 48,
                height: 48,
                loading: 'lazy',
              })
            : null,
          licence,
        ),
      );
    const rg = resolveHref(ctx, p.rgHref);
    if (rg)
      items.push(
        h(
          'li',
          { key: 'rg' },
          h('a', { href: rg }, shown(ctx, `${id}/rgLabel`, p.rgLabel) ?? ctx.t('design.page.responsible')),
        ),
      );
    const help = helpLine(ctx, id, p.helpName, str(p.helpPhone).trim(), resolveHref(ctx, p.helpHref));
    if (help) items.push(h('li', { key: 'help' }, help));
    return h(
      'div',
      { className: 'comply' },
      h('h2', { className: 'vh' }, ctx.t('design.compliance.heading')),
      h('ul', null, items),
    );
  },
  /** Like the footer, the frame of every page: nothing of the page's own. */
  hasContent: () => false,
  keepOnSwitch: ['minAge', 'licenceIssuer', 'licenceNumber', 'licenceSeal', 'helpPhone'],
});

/** "Licensed by X · Licence no. N", as much as was entered; in the editor, a marked placeholder for the number. */
function licenceLine(ctx: RenderContext, issuer: string, number: string): ReactNode {
  const parts: ReactNode[] = [];
  if (issuer) parts.push(h('span', { key: 'i' }, ctx.t('design.compliance.licensedBy', { issuer })));
  if (number)
    parts.push(h('span', { key: 'n' }, ctx.t('design.compliance.licenceNo'), ' ', h('bdi', { dir: 'ltr' }, number)));
  else if (ctx.editing) parts.push(h('span', { key: 'n', className: 'ph' }, ctx.t('design.placeholder.licenceNumber')));
  if (!parts.length) return null;
  return h('span', null, ...parts.flatMap((part, i) => (i ? [' · ', part] : [part])));
}

/** "Help: <name> · <number>", the name linked to the service's page when there is one. */
function helpLine(ctx: RenderContext, id: string, name: string | undefined, number: string, link: string | null) {
  const label = shown(ctx, `${id}/helpName`, name, 'design.placeholder.helpName');
  if (!label && !number) return null;
  return h(
    'span',
    null,
    ctx.t('design.compliance.help'),
    ' ',
    label && link && name ? h('a', { href: link, rel: 'noopener' }, label) : label,
    label && number ? ' · ' : null,
    number ? h('a', { href: telHref(number), dir: 'ltr' }, number) : null,
  );
}
