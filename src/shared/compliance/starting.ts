import type { LocaleCode } from '../../../i18n/locales.ts';
import type { MarketRules } from './types.ts';

/**
 * The compliance section a template's starting document puts on every page: what the market's
 * data can fill in — its minimum age, the licence issuer where one regulator issues them, the
 * site's own responsible-gaming page, the help service. A licence number is never invented: in a
 * market that requires one, the site cannot be published until the operator enters it.
 */
export function startingCompliance(rules: MarketRules, languages: readonly LocaleCode[]) {
  const help = rules.helpLine;
  return {
    minAge: rules.minAge,
    licenceIssuer: rules.licence?.issuer ?? '',
    licenceNumber: '',
    licenceSeal: '',
    rgLabel: {},
    rgHref: '/responsible-gaming/',
    helpName: Object.fromEntries(languages.map((l) => [l, help.name[l] ?? help.name.en])),
    helpPhone: help.phone ?? '',
    helpHref: help.url ?? '',
  };
}
