import { locales, localePath, defaultLocale, type LocaleCode } from '../../i18n/locales.ts';
import { brand } from './brand.ts';
import { pageRoutes, type PageRoute } from './routes.ts';

/** The absolute URL of a page in a locale (the canonical form: English at the root). */
export function absoluteUrl(code: LocaleCode, path: string): string {
  return new URL(localePath(code, path), brand.siteUrl).href;
}

/** hreflang alternates of a page: every locale, then x-default (English). */
export function alternates(path: string): { hreflang: string; href: string }[] {
  return [
    ...locales.map((l) => ({ hreflang: l.lang, href: absoluteUrl(l.code, path) })),
    { hreflang: 'x-default', href: absoluteUrl(defaultLocale, path) },
  ];
}

/** schema.org Organization of the brand, as a JSON string safe inside <script>. */
export function organizationJsonLd(): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    url: absoluteUrl(defaultLocale, ''),
    logo: new URL('/favicon.svg', brand.siteUrl).href,
    email: brand.supportEmail,
    sameAs: [brand.messagingApp.url, ...brand.social.map((s) => s.url)],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: brand.supportEmail,
      url: brand.messagingApp.url,
      availableLanguage: locales.map((l) => l.lang),
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '23:59',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      },
    },
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The pages search engines should find: every marketing route (spec: search traffic is a stated use). */
export const sitemapRoutes = (): PageRoute[] => pageRoutes.filter((r) => r.marketing);

export const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A sitemaps.org 0.9 document of `<url>` entries, with the xhtml namespace for hreflang alternates. */
export const urlset = (urls: string[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');

/** sitemap.xml: every marketing page in every locale, each with its hreflang alternates. */
export function sitemapXml(): string {
  const urls = sitemapRoutes().flatMap((route) => {
    const alt = alternates(route.path)
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`)
      .join('\n');
    return locales.map(
      (l) => `  <url>\n    <loc>${xmlEscape(absoluteUrl(l.code, route.path))}</loc>\n${alt}\n  </url>`,
    );
  });
  return urlset(urls);
}

/**
 * robots.txt: everything is open except the account pages (in every locale) and the
 * API; the sitemap is announced. Account pages are also `noindex` (Head.astro).
 */
export function robotsTxt(): string {
  const account = pageRoutes.filter((r) => r.requiresAuth);
  const disallow = ['/api/', ...account.flatMap((r) => locales.map((l) => localePath(l.code, r.path)))];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', brand.siteUrl).href}`,
    '',
  ].join('\n');
}
