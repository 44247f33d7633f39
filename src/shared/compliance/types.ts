import type { LocaleCode } from '../../../i18n/locales.ts';

/**
 * What a market requires its players to see on an online-casino site (issue 31), as data:
 * one file per market under `markets/`, each naming its sources. The rule that reads a site's
 * document against it is `missing.ts`; the section that carries the elements is
 * `siteDesign/sections/compliance.ts`.
 */

/** The elements a market may require, in the order the designer lists them. */
export const ELEMENT_KINDS = ['ageNotice', 'licence', 'responsibleGaming', 'helpLine'] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** The minimum ages a site can state (the compliance section's choices). */
export const MIN_AGES = ['18', '19', '20', '21'] as const;
export type MinAge = (typeof MIN_AGES)[number];

/**
 * Where real-money online casino stands in the market: `licensed` (a regulator grants
 * licences and a site must show its own), `prohibited` (no licence exists; the platform still
 * requires what a prudent operator shows).
 */
export type LegalStatus = 'licensed' | 'prohibited';

/** A law, regulation or regulator the market's rules come from; `url` where its text is published. */
export interface RuleSource {
  name: string;
  url: string;
}

/** A service players can call or open for help with gambling problems. */
export interface HelpService {
  /** Its name in English and, where it has one, in the market's language (other languages show English). */
  name: Partial<Record<LocaleCode, string>> & { en: string };
  phone?: string;
  url?: string;
}

export interface MarketRules {
  /** The market's id (`countries.id`, server/data/markets.ts) and ISO code. */
  countriesId: number;
  iso: string;
  status: LegalStatus;
  /** The sources' position in a sentence or two (English; docs/compliance.md prints it). */
  note: string;
  sources: readonly RuleSource[];
  /** The day the sources were last read (YYYY-MM-DD). */
  checked: string;
  /** The youngest age the site may address: the local gambling age where the law names one, else the age of majority. */
  minAge: MinAge;
  /** Present where a licence is legally required: who issues it, and whether its seal must be shown. */
  licence?: { issuer: string; seal: boolean };
  /** The help service the starting document names (the operator may name another). */
  helpLine: HelpService;
}

/** Fields of the compliance section a requirement reads (their labels are `design.field.<name>`). */
export type ComplianceField =
  | 'minAge'
  | 'licenceIssuer'
  | 'licenceNumber'
  | 'licenceSeal'
  | 'rgHref'
  | 'helpName'
  | 'helpPhone';

/**
 * A required element the site does not show everywhere: on which pages it is not shown, which
 * of those have no compliance section at all, which fields to fill, and in which languages a
 * required text is empty.
 */
export interface MissingElement {
  kind: ElementKind;
  /** Ids of pages where players do not see it. */
  pages: string[];
  /** Of those, the pages without a compliance section (the fix: add one). */
  noSection: string[];
  /** Fields to fill in the compliance section of the other pages. */
  fields: ComplianceField[];
  /** Languages of the site in which a required text shows nothing. */
  languages: LocaleCode[];
  /** The market's minimum age (for the age notice's wording). */
  minAge: number;
}
