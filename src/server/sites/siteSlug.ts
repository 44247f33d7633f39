import anyAscii from 'any-ascii';
import { RESERVED_SLUGS, SLUG_MAX, SLUG_MIN } from '../../shared/siteSlug.ts';

// A site's default address made from its name. Names in any script become Latin letters
// through any-ascii (Unicode's romanizations, from Arabic and Thai to Chinese; server-side
// only, its tables weigh 0.5 MB), so "نجمة الحظ" gets `njmh-lhdh` rather than a bare `site-5`.

/** The name's letters and digits as an address: transliterated, lower case, single hyphens. */
export function slugBase(name: string): string {
  const words = anyAscii(name.normalize('NFKC'))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = cutSlug(words, SLUG_MAX);
  if (!cut) return 'my-site';
  // Too short or a reserved word ("support") still says what the site is, with "-site".
  return cut.length < SLUG_MIN || RESERVED_SLUGS.has(cut) ? `${cut}-site` : cut;
}

/** At most `max` characters, cut at a hyphen when one is near, never ending with one. */
export function cutSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max);
  const hyphen = head.lastIndexOf('-');
  return (hyphen >= SLUG_MIN ? head.slice(0, hyphen) : head).replace(/-+$/, '');
}
