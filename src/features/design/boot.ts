import type { LocaleCode } from '../../../i18n/locales';
import type { SiteFacts } from '~/shared/siteDesign/document';
import { type Catalog, translate, type Vars } from '~/shared/translate';

/** What console/designPage.ts writes into the shell before the island starts. */
export interface Boot {
  slug: string;
  siteName: string;
  /** The console's path, `/s/<slug>/console`. */
  base: string;
  /** The console's language (the editor's chrome follows it, not the language being edited). */
  locale: LocaleCode;
  strings: Catalog;
  /** The site's name, currency and region: the preview formats amounts as the published site does. */
  facts: SiteFacts;
  /** The site's market (the template catalogue is per market). */
  countriesId: number;
  /** The zone the console shows times in (IANA name). */
  timeZone: string;
  /** That zone as a person reads it ("Vietnam (GMT+7)"), named by the server (consoleTime.ts zoneLabelOf). */
  timeZoneLabel: string;
  /** Names of the templates the draft and the versions came from, by id, in the console's language. */
  templateNames: Record<number, string>;
  /** `design.render.description` in every language: the default search description's wording. */
  descriptions: Partial<Record<LocaleCode, string>>;
}

export type T = (key: string, vars?: Vars) => string;

/** The boot data block; null when the page was opened some other way than through the console. */
export function readBoot(): Boot | null {
  const el = document.getElementById('design-boot');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as Boot;
  } catch {
    return null;
  }
}

export function translatorOf(boot: Boot): T {
  return (key, vars) => translate(boot.strings, boot.locale, key, vars);
}
