import { getLocale, type LocaleCode } from '../../../i18n/locales.ts';
import type { Translate } from '../messageKey.ts';
import type { Page, SiteDocument, SiteFacts } from './document.ts';
import { renderContext, type RenderContext, type ShellLink } from './renderContext.ts';
import { isEmptyPage } from './pageContent.ts';
import { titleIn } from './standardTitles.ts';

/**
 * Where each page × language lives in a published site, and the relative links between them.
 * Every language has its folder (`es/`, `zh-tw/` — the locale registry's URL segment, as the
 * platform's own pages spell it); a page is `<lang>/<slug>/index.html`, home `<lang>/index.html`.
 * Links are relative, so one set of files works under `/s/<slug>/` and at an own domain's root.
 */

/** The folder of a page in a language, from the site's root, with a trailing slash. */
export function pageDir(page: Pick<Page, 'slug'>, lang: LocaleCode): string {
  const seg = getLocale(lang).path;
  return page.slug ? `${seg}/${page.slug}/` : `${seg}/`;
}

/** The relative way from one folder of the site to another ('' → './'). */
export function relative(fromDir: string, toDir: string): string {
  const from = fromDir.split('/').filter(Boolean);
  const to = toDir.split('/').filter(Boolean);
  let same = 0;
  while (same < from.length && same < to.length && from[same] === to[same]) same++;
  const up = '../'.repeat(from.length - same);
  const down = to
    .slice(same)
    .map((s) => `${s}/`)
    .join('');
  return up + down || './';
}

/**
 * Pages in the menu: everything but the per-category pages (the lobby leads to those) and
 * pages with nothing to show yet (pageContent.ts; the designer names them before Publish).
 */
export function menuPages(doc: SiteDocument): Page[] {
  return doc.pages.filter((p) => p.kind !== 'category' && !isEmptyPage(p));
}

/** What the menu, the tab and the editor call a page in a language (standardTitles.ts `titleIn`). */
export function pageTitle(
  doc: SiteDocument,
  page: Page,
  lang: LocaleCode,
  facts: Pick<SiteFacts, 'siteName' | 'pageNames'>,
): string {
  return titleIn(doc, page, lang, facts.pageNames).text || (page.kind === 'home' ? facts.siteName : page.slug);
}

/**
 * The views' context for a page in a language, seen from `fromDir` (normally the page's own
 * folder; the site's root `index.html` shows the first language's home from '').
 */
export function pageContext(
  doc: SiteDocument,
  facts: SiteFacts,
  page: Page,
  lang: LocaleCode,
  t: Translate,
  options: { fromDir?: string; editing?: boolean; fallbacks?: Iterable<string> } = {},
): RenderContext {
  const here = options.fromDir ?? pageDir(page, lang);
  const nav: ShellLink[] = menuPages(doc).map((p) => ({
    href: relative(here, pageDir(p, lang)),
    label: pageTitle(doc, p, lang, facts),
    current: p.id === page.id,
  }));
  const languages: ShellLink[] = doc.languages.map((l) => ({
    href: relative(here, pageDir(page, l)),
    label: getLocale(l).label,
    current: l === lang,
    lang: getLocale(l).lang,
  }));
  return renderContext({
    lang,
    t,
    langRoot: relative(here, pageDir({ slug: '' }, lang)),
    siteRoot: relative(here, ''),
    currency: facts.currency,
    region: facts.region,
    siteName: facts.siteName,
    pageKind: page.kind,
    nav,
    languages,
    editing: options.editing ?? false,
    fallbacks: options.fallbacks ?? [],
    ...(facts.games ? { games: facts.games } : {}),
  });
}
