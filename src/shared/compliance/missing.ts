import type { LocaleCode } from '../../../i18n/locales.ts';
import { type Localized, type SiteDocument, textIn } from '../siteDesign/document.ts';
import { HREF } from '../siteDesign/fields.ts';
import type { ComplianceField, ElementKind, MarketRules, MissingElement } from './types.ts';

/**
 * The one compliance rule (issue 31), for the designer's list and the server's refusal alike.
 *
 * A required element is present when players see it on EVERY page: each page has a compliance
 * section whose fields for that element are filled (the footer is a section of each page too,
 * not one site-wide frame, so there is no shared place to count instead). A text counts in a
 * language when the published page shows one there — its own, or the first language's it
 * falls back to (document.ts `textIn`), so the check reads what visitors get.
 *
 * - age notice: the stated minimum age is at least the market's (the wording is the catalogue's);
 * - licence: issuer and number entered; an uploaded seal where the market requires one;
 * - responsible gaming: a link;
 * - help line: the service's name in every language, and its number or its link.
 */

type Props = Record<string, unknown>;

/** The elements a market requires: the age notice, responsible gaming and a help line everywhere; a licence where one is required. */
export function requiredElements(rules: MarketRules): ElementKind[] {
  return rules.licence
    ? ['ageNotice', 'licence', 'responsibleGaming', 'helpLine']
    : ['ageNotice', 'responsibleGaming', 'helpLine'];
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const isLink = (v: unknown) => str(v) !== '' && HREF.test(str(v));

/** What an element lacks in one compliance section: fields, and languages a required text is empty in. */
export function lacks(
  kind: ElementKind,
  props: Props,
  rules: MarketRules,
  doc: SiteDocument,
): { fields: ComplianceField[]; languages: LocaleCode[] } {
  const fields: ComplianceField[] = [];
  const languages: LocaleCode[] = [];
  switch (kind) {
    case 'ageNotice':
      if (!(Number(str(props['minAge'])) >= Number(rules.minAge))) fields.push('minAge');
      break;
    case 'licence':
      if (!str(props['licenceIssuer'])) fields.push('licenceIssuer');
      if (!str(props['licenceNumber'])) fields.push('licenceNumber');
      // A library picture is decoration, not a regulator's seal: only an upload counts.
      if (rules.licence?.seal && !str(props['licenceSeal']).startsWith('asset:')) fields.push('licenceSeal');
      break;
    case 'responsibleGaming':
      if (!isLink(props['rgHref'])) fields.push('rgHref');
      break;
    case 'helpLine': {
      const name = props['helpName'] as Localized | undefined;
      for (const lang of doc.languages) if (!textIn(doc, name, lang).text.trim()) languages.push(lang);
      if (languages.length) fields.push('helpName');
      if (!str(props['helpPhone']) && !isLink(props['helpHref'])) fields.push('helpPhone');
      break;
    }
  }
  return { fields, languages };
}

/** The required elements of `rules` that some page of `doc` does not show, in the designer's order. */
export function missingElements(doc: SiteDocument, rules: MarketRules): MissingElement[] {
  const out: MissingElement[] = [];
  for (const kind of requiredElements(rules)) {
    const m: MissingElement = {
      kind,
      pages: [],
      noSection: [],
      fields: [],
      languages: [],
      minAge: Number(rules.minAge),
    };
    for (const page of doc.pages) {
      const found = page.sections.filter((s) => s.type === 'compliance');
      if (!found.length) {
        m.pages.push(page.id);
        m.noSection.push(page.id);
        continue;
      }
      // Any one of the page's compliance sections may carry the element; the first one's gaps are named.
      const gaps = found.map((s) => lacks(kind, s.props, rules, doc));
      if (gaps.some((g) => !g.fields.length)) continue;
      m.pages.push(page.id);
      for (const f of gaps[0]!.fields) if (!m.fields.includes(f)) m.fields.push(f);
      for (const l of gaps[0]!.languages) if (!m.languages.includes(l)) m.languages.push(l);
    }
    if (m.pages.length) out.push(m);
  }
  return out;
}
