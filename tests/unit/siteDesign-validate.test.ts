import { describe, expect, it } from 'vitest';
import type { Section, SiteDocument } from '../../src/shared/siteDesign/document.ts';
import { HREF } from '../../src/shared/siteDesign/fields.ts';
import { validateSiteDocument } from '../../src/shared/siteDesign/validate.ts';
import { sampleDoc } from '../support/siteDesign.ts';

const keys = (r: ReturnType<typeof validateSiteDocument>) => (r.ok ? [] : r.issues.map((i) => `${i.path} ${i.key}`));
/** Issues of the sample document after one change. */
const issuesAfter = (change: (doc: SiteDocument) => void) => {
  const doc = structuredClone(sampleDoc());
  change(doc);
  return keys(validateSiteDocument(doc));
};
const home = (type: Section['type']) => (doc: SiteDocument) => doc.pages[0]!.sections.find((s) => s.type === type)!;
/** Issues after setting one prop of the home page's first section of a type. */
const withProp = (type: Section['type'], key: string, value: unknown) =>
  issuesAfter((doc) => {
    home(type)(doc).props[key] = value;
  });

describe('validateSiteDocument', () => {
  it('accepts a starting document', () => {
    expect(keys(validateSiteDocument(sampleDoc()))).toEqual([]);
  });

  it('accepts links to the web and to pages of the site, and refuses every other scheme', () => {
    for (const ok of ['', 'https://example.com', 'http://a.b/c?d=1#e', '/', '/lobby/', '/promotions/#top'])
      expect(HREF.test(ok), ok).toBe(true);
    const bad = [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'vbscript:x',
      'https://a.b/"onmouseover=x',
      ' /lobby/',
      'lobby',
      'https://a b',
    ];
    for (const href of bad) expect(HREF.test(href), href).toBe(false);
    expect(withProp('hero', 'ctaHref', 'javascript:alert(1)')).toEqual([
      'pages.0.sections.0.props.ctaHref design.error.href',
    ]);
  });

  it('takes colours from the scheme only, pictures from the library or uploads', () => {
    expect(withProp('hero', 'background', '#ff0000')).toEqual([
      'pages.0.sections.0.props.background design.error.invalid',
    ]);
    expect(withProp('hero', 'image', 'asset:0123abcd')).toEqual([]);
    expect(withProp('hero', 'image', 'https://evil.example/x.png')).toEqual([
      'pages.0.sections.0.props.image design.error.image',
    ]);
  });

  it('takes a jackpot figure only as minor units', () => {
    expect(withProp('jackpot', 'amount', '125000000')).toEqual([]);
    for (const bad of ['1.5', '-3', '0012', '1e9', '9999999999999999']) {
      expect(withProp('jackpot', 'amount', bad)).toEqual(['pages.0.sections.1.props.amount design.error.amount']);
    }
  });

  it('refuses duplicate ids, duplicate slugs, a missing home and unknown section types', () => {
    expect(
      issuesAfter((d) => {
        d.pages[1]!.sections[0]!.id = d.pages[0]!.sections[0]!.id;
      }),
    ).toEqual(['pages.1.sections.0.id design.error.duplicateId']);
    expect(
      issuesAfter((d) => {
        d.pages[2]!.slug = 'lobby';
      }),
    ).toEqual(['pages.2.slug design.error.duplicateSlug']);
    // <lang>/games/ is the site's own game search and game pages.
    expect(
      issuesAfter((d) => {
        d.pages[2]!.slug = 'games';
      }),
    ).toEqual(['pages.2.slug design.error.reservedSlug']);
    expect(
      issuesAfter((d) => {
        d.pages = d.pages.filter((p) => p.kind !== 'home');
      }),
    ).toEqual(['pages design.error.noHome']);
    expect(
      issuesAfter((d) => {
        d.pages[1]!.slug = '';
      }),
    ).toEqual(['pages.1.slug design.error.duplicateSlug', 'pages.1.slug design.error.homeSlug']);
    const page = { ...sampleDoc().pages[0]!, sections: [{ id: 'x', type: 'iframe', props: {} }] };
    expect(validateSiteDocument({ ...sampleDoc(), pages: [page] }).ok).toBe(false);
  });

  it('refuses payment methods outside the list, or twice', () => {
    expect(withProp('paymentMethods', 'methods', [{ method: 'visa' }, { method: 'visa' }])).toEqual([
      'pages.0.sections.5.props.methods design.error.duplicate',
    ]);
    expect(withProp('paymentMethods', 'methods', [{ method: 'paypal<script>' }])).toEqual([
      'pages.0.sections.5.props.methods.0.method design.error.invalid',
    ]);
  });

  it('is not fooled by junk', () => {
    for (const junk of [null, 1, 'doc', [], { schema: 2 }]) expect(validateSiteDocument(junk).ok).toBe(false);
  });
});
