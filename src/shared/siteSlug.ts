/**
 * A site's address on the platform: `<sites base>/<slug>/`. The merchant chooses the slug when
 * launching a site (a transliterated default is offered, sites/siteSlugs.ts); these are the
 * rules both sides check. Lower-case Latin letters and digits in words joined by single
 * hyphens: it survives every browser, log and DNS-like tool, and a doubled hyphen stays free
 * for the platform's own older slugs (`name-7f--2`), so no chosen slug can equal one of those.
 */
export const SLUG_MIN = 3;
export const SLUG_MAX = 40;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Words a site may not take as its address: the platform's own paths and names that would
 * pass for the platform's pages (a phishing page at `/s/login/` or `/s/support/`).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'administrator',
  'api',
  'app',
  'assets',
  'billing',
  'cdn',
  'console',
  'dashboard',
  'default',
  'dev',
  'help',
  'login',
  'logout',
  'mail',
  'null',
  'official',
  'operations',
  'pay',
  'payment',
  'platform',
  'register',
  'root',
  'security',
  'signin',
  'signup',
  'site',
  'sites',
  'staff',
  'static',
  'status',
  'support',
  'system',
  'test',
  'undefined',
  'unicorn',
  'www',
]);

export type SlugProblem = 'site.slug.required' | 'site.slug.length' | 'site.slug.chars' | 'site.slug.reserved';

/** What is wrong with a slug (already trimmed and lower-cased), or null when it may be used. */
export function slugProblem(slug: string): SlugProblem | null {
  if (!slug) return 'site.slug.required';
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX) return 'site.slug.length';
  if (!SLUG_PATTERN.test(slug)) return 'site.slug.chars';
  if (RESERVED_SLUGS.has(slug)) return 'site.slug.reserved';
  return null;
}

/** What a typed address becomes before it is checked: no surrounding space, lower case. */
export const normalizeSlug = (typed: string): string => typed.trim().toLowerCase();
