import { describe, expect, it } from 'vitest';
import { markets } from '../../src/server/data/markets.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import { describeMissing } from '../../src/shared/compliance/describe.ts';
import { GLOBAL_RULES, MARKET_RULES, rulesOf } from '../../src/shared/compliance/index.ts';
import { missingElements } from '../../src/shared/compliance/missing.ts';
import { spreadCompliance } from '../../src/shared/compliance/spread.ts';
import type { MarketRules } from '../../src/shared/compliance/types.ts';
import type { SiteDocument } from '../../src/shared/siteDesign/document.ts';
import { validateSiteDocument } from '../../src/shared/siteDesign/validate.ts';
import { sampleDoc } from '../support/siteDesign.ts';

/** A market's starting document (Spanish, English, Arabic, as the sample site). */
const startOf = (countriesId: number) => sampleDoc({ countriesId });

/** `doc` with every compliance section's props changed by `fn`. */
const edit = (doc: SiteDocument, fn: (props: Record<string, unknown>) => Record<string, unknown>) => ({
  ...doc,
  pages: doc.pages.map((p) => ({
    ...p,
    sections: p.sections.map((s) => (s.type === 'compliance' ? { ...s, props: fn({ ...s.props }) } : s)),
  })),
});
const kinds = (doc: SiteDocument, rules: MarketRules) => missingElements(doc, rules).map((m) => m.kind);
const licensed = MARKET_RULES.filter((m) => m.licence);

describe('market rules', () => {
  it('one file per market of server/data/markets.ts, each naming its sources and when they were read', () => {
    expect(MARKET_RULES.map((m) => [m.countriesId, m.iso])).toEqual(markets.map((m) => [m.id, m.iso]));
    for (const m of MARKET_RULES) {
      expect(m.sources.length, m.iso).toBeGreaterThan(0);
      for (const s of m.sources) expect(s.url, `${m.iso} ${s.name}`).toMatch(/^https?:\/\/[a-z0-9.-]+/);
      expect(m.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(m.note.length).toBeGreaterThan(80);
      expect(Boolean(m.licence), m.iso).toBe(m.status === 'licensed');
    }
    expect(licensed.map((m) => m.iso)).toEqual(['PH', 'BR', 'MX', 'NG']);
    expect(rulesOf(-1)).toBe(GLOBAL_RULES);
  });
});

describe('missingElements', () => {
  it.each(MARKET_RULES.map((m) => [m.iso, m] as const))('%s: the starting document lacks only the licence', (_, m) => {
    const doc = startOf(m.countriesId);
    expect(validateSiteDocument(doc).ok).toBe(true);
    const missing = missingElements(doc, m);
    if (!m.licence) return expect(missing).toEqual([]);
    // The platform never invents a licence number: the operator enters it.
    expect(missing.map((x) => [x.kind, x.fields])).toEqual([
      ['licence', m.licence.issuer ? ['licenceNumber'] : ['licenceIssuer', 'licenceNumber']],
    ]);
    expect(missing[0]!.pages).toEqual(doc.pages.map((p) => p.id));
    const filled = edit(doc, (p) => ({ ...p, licenceIssuer: 'Regulator', licenceNumber: 'No. 0001/2026' }));
    expect(missingElements(filled, m)).toEqual([]);
  });

  it('a page without the section lacks every element there; the other pages do not', () => {
    const br = rulesOf(8);
    const doc = edit(startOf(8), (p) => ({ ...p, licenceNumber: '123' }));
    const lobby = doc.pages.find((p) => p.id === 'lobby')!;
    lobby.sections = lobby.sections.filter((s) => s.type !== 'compliance');
    const missing = missingElements(doc, br);
    expect(missing.map((m) => m.kind)).toEqual(['ageNotice', 'licence', 'responsibleGaming', 'helpLine']);
    for (const m of missing) expect([m.pages, m.noSection, m.fields]).toEqual([['lobby'], ['lobby'], []]);
  });

  it('the age notice must state at least the market’s age', () => {
    const ph = rulesOf(5);
    const doc = edit(startOf(5), (p) => ({ ...p, licenceNumber: 'P-1', minAge: '18' }));
    expect(missingElements(doc, ph).map((m) => [m.kind, m.fields, m.minAge])).toEqual([['ageNotice', ['minAge'], 21]]);
    expect(
      kinds(
        edit(doc, (p) => ({ ...p, minAge: '21' })),
        ph,
      ),
    ).toEqual([]);
  });

  it('responsible gaming needs a link; the help line a number or a link, and its name in every language', () => {
    const kr = rulesOf(11);
    const start = startOf(11);
    expect(
      kinds(
        edit(start, (p) => ({ ...p, rgHref: '' })),
        kr,
      ),
    ).toEqual(['responsibleGaming']);
    const noContact = missingElements(
      edit(start, (p) => ({ ...p, helpPhone: '', helpHref: '' })),
      kr,
    );
    expect(noContact.map((m) => [m.kind, m.fields])).toEqual([['helpLine', ['helpPhone']]]);
    expect(
      kinds(
        edit(start, (p) => ({ ...p, helpPhone: '' })),
        kr,
      ),
    ).toEqual([]);
    // A language without its own name shows the first language's (what the page shows), so only
    // a first language left empty leaves a language without one.
    const noName = missingElements(
      edit(start, (p) => ({ ...p, helpName: { en: 'Help' } })),
      kr,
    );
    expect(noName.map((m) => [m.kind, m.fields, m.languages])).toEqual([['helpLine', ['helpName'], ['es', 'ar']]]);
    expect(
      kinds(
        edit(start, (p) => ({ ...p, helpName: { es: 'Ayuda' } })),
        kr,
      ),
    ).toEqual([]);
  });

  it('a market that requires the seal counts an uploaded one only', () => {
    const sealed: MarketRules = { ...rulesOf(9), licence: { issuer: 'SEGOB', seal: true } };
    const doc = edit(startOf(9), (p) => ({ ...p, licenceNumber: 'DGJS/1', licenceSeal: 'crown' }));
    expect(missingElements(doc, sealed).map((m) => m.fields)).toEqual([['licenceSeal']]);
    expect(
      kinds(
        edit(doc, (p) => ({ ...p, licenceSeal: 'asset:0123abcd' })),
        sealed,
      ),
    ).toEqual([]);
  });
});

describe('fixing', () => {
  it('copies the most complete compliance section to every page, adding it above the footer where missing', () => {
    const mx = rulesOf(9);
    const doc = structuredClone(startOf(9));
    doc.pages[0]!.sections.find((s) => s.type === 'compliance')!.props['licenceNumber'] = 'DGJS/SCEVF/P-1';
    const terms = doc.pages.find((p) => p.id === 'terms')!;
    terms.sections = terms.sections.filter((s) => s.type !== 'compliance');
    expect(kinds(doc, mx)).toEqual(['ageNotice', 'licence', 'responsibleGaming', 'helpLine']);
    const fixed = spreadCompliance(doc, mx);
    expect(missingElements(fixed, mx)).toEqual([]);
    expect(validateSiteDocument(fixed).ok).toBe(true);
    const types = fixed.pages.find((p) => p.id === 'terms')!.sections.map((s) => s.type);
    expect(types.slice(-2)).toEqual(['compliance', 'footer']);
  });

  it('names each element and its fix in the reader’s language', () => {
    const doc = startOf(8);
    const lines = describeMissing(serverT('en'), missingElements(doc, rulesOf(8)), (id) => `«${id}»`, doc.pages.length);
    expect(lines).toEqual([
      'Licence details: In the “Compliance notices” section on every page, fill in: Licence number',
    ]);
    const pt = describeMissing(serverT('pt'), missingElements(doc, rulesOf(8)), (id) => id, doc.pages.length);
    expect(pt[0]).toContain('Número da licença');
  });
});
