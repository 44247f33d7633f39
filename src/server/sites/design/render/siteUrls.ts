import { getLocale, type LocaleCode } from '../../../../../i18n/locales.ts';
import type { SiteDocument } from '../../../../shared/siteDesign/document.ts';
import { isEmptyPage } from '../../../../shared/siteDesign/pageContent.ts';
import { pageDir } from '../../../../shared/siteDesign/siteLinks.ts';
import { urlset, xmlEscape } from '../../../../shared/seo.ts';

/**
 * Absolute addresses of a published site. Search engines want absolute hreflang, canonical and
 * sitemap URLs, but one version's files are served at the platform address
 * (`<SITES_BASE_URL>/<slug>/`) and on every verified own domain (`https://<domain>/`). So the
 * stored files carry ROOT_MARK where the site's root goes, and the server puts in the root of
 * the host that asked (`withRoot`). The mark cannot come from an operator's text: every text
 * is HTML-escaped, and the mark holds a `<`.
 */
export const ROOT_MARK = '<site-root>/';

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stored page with the asking host's root (an absolute URL ending in `/`) in place of the mark. */
export function withRoot(body: string, root: string): string {
  return body.includes(ROOT_MARK) ? body.replaceAll(ROOT_MARK, escapeAttr(root)) : body;
}

/** A page's absolute address in a language. */
export const pageUrl = (root: string, page: { slug: string }, lang: LocaleCode) => `${root}${pageDir(page, lang)}`;

/**
 * The sitemap (sitemaps.org 0.9): every page with something to show × every published
 * language, each with its alternates in the other languages and the first as x-default.
 */
export function sitemapXml(doc: SiteDocument, root: string): string {
  const urls: string[] = [];
  for (const page of doc.pages) {
    if (isEmptyPage(page)) continue;
    const alternates = [
      ...doc.languages.map((l) => [getLocale(l).lang, pageUrl(root, page, l)] as const),
      ['x-default', pageUrl(root, page, doc.languages[0]!)] as const,
    ].map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href)}"/>`);
    for (const lang of doc.languages)
      urls.push(`<url><loc>${xmlEscape(pageUrl(root, page, lang))}</loc>${alternates.join('')}</url>`);
  }
  return urlset(urls);
}

/**
 * Everything of the site may be crawled; the sitemap says what there is. At the platform
 * address the rules name the site's own folder (crawlers read robots.txt at a host's root only,
 * so this one is for whoever asks for it there, and for an own domain, where it is the root's).
 */
export function robotsTxt(root: string): string {
  return `User-agent: *\nAllow: ${new URL(root).pathname}\n\nSitemap: ${root}sitemap.xml\n`;
}
