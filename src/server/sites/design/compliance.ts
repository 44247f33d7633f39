import type { LocaleCode } from '../../../../i18n/locales.ts';
import { describeMissing, elementName } from '../../../shared/compliance/describe.ts';
import { rulesOf } from '../../../shared/compliance/index.ts';
import { missingElements } from '../../../shared/compliance/missing.ts';
import type { MissingElement } from '../../../shared/compliance/types.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Translate } from '../../../shared/messageKey.ts';
import type { SiteDocument } from '../../../shared/siteDesign/document.ts';
import { pageTitle } from '../../../shared/siteDesign/siteLinks.ts';
import type { SiteRow } from './drafts.ts';
import { sitePageNames } from './facts.ts';

/**
 * A publish (or rollback) of a document that lacks what the site's market requires: 422 with
 * the list, and nothing changes (no version, no job, the draft as it was). The rule itself is
 * src/shared/compliance, the same one the designer runs as the draft changes.
 */
export class ComplianceRefused extends AppError {
  readonly missing: MissingElement[];
  readonly doc: SiteDocument;
  constructor(missing: MissingElement[], doc: SiteDocument) {
    super('compliance_missing');
    this.missing = missing;
    this.doc = doc;
  }
}

/** Throws ComplianceRefused when `doc` does not show every element its market requires on every page. */
export function assertCompliant(site: Pick<SiteRow, 'countriesId'>, doc: SiteDocument): void {
  const missing = missingElements(doc, rulesOf(site.countriesId));
  if (missing.length) throw new ComplianceRefused(missing, doc);
}

/**
 * The refusal as the design API answers it: the envelope of api.md, its `msg` naming what is
 * missing, and `missing` with each element, the pages it is not shown on, the fields and
 * languages to fill, and the same sentence per element (in the request's language).
 */
export function refusalBody(err: ComplianceRefused, t: Translate, lang: LocaleCode, site: Pick<SiteRow, 'siteName'>) {
  const facts = { siteName: site.siteName, pageNames: sitePageNames() };
  const pageName = (id: string) => {
    const page = err.doc.pages.find((p) => p.id === id);
    return page ? pageTitle(err.doc, page, lang, facts) : id;
  };
  const lines = describeMissing(t, err.missing, pageName, err.doc.pages.length);
  return {
    code: 1 as const,
    msg: t('design.api.complianceMissing', { list: err.missing.map((m) => elementName(t, m)).join(', ') }),
    error: err.code,
    data: null,
    missing: err.missing.map((m, i) => ({ ...m, message: lines[i]! })),
  };
}
