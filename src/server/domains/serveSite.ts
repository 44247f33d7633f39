import type { SiteRow } from '../services/console.ts';

/** A file of a site as the host router sends it. */
export interface SiteFile {
  body: string;
  contentType: string;
}

/**
 * What a site's own domain serves at `path`, or null (the router answers 404). The thin
 * adapter between the host router and where sites' pages live: today the one stored page
 * (`sites.html`) at `/`, as the platform serves it at `/s/<slug>/`; the published per-language
 * files of the site designer replace this body, not the router.
 */
export async function siteFileAt(site: SiteRow, path: string): Promise<SiteFile | null> {
  if (path !== '/' || !site.html) return null;
  return { body: site.html, contentType: 'text/html; charset=utf-8' };
}
