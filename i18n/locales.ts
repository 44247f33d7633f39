/**
 * The one locale registry. Routes, the language switcher, `<html lang dir>`,
 * the API's language list, the server's redirects and the tests all derive from it.
 * `path` is the URL segment; zh-TW is served lowercase because Astro's URL helpers
 * lowercase it (stack-notes trap 4) and `/zh-TW/` redirects there. `lang` is also the tag every
 * Intl formatter gets; for `th` that means dates in the Buddhist era (พ.ศ. 2569), kept on purpose:
 * it is the calendar Thai readers and Thai documents use.
 */
export const locales = [
  { code: 'en', path: 'en', lang: 'en', label: 'English', dir: 'ltr' },
  { code: 'zh', path: 'zh', lang: 'zh-CN', label: '简体中文', dir: 'ltr' },
  { code: 'zh-TW', path: 'zh-tw', lang: 'zh-TW', label: '繁體中文', dir: 'ltr' },
  { code: 'vi', path: 'vi', lang: 'vi', label: 'Tiếng Việt', dir: 'ltr' },
  { code: 'id', path: 'id', lang: 'id', label: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'ms', path: 'ms', lang: 'ms', label: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'th', path: 'th', lang: 'th', label: 'ไทย', dir: 'ltr' },
  { code: 'es', path: 'es', lang: 'es', label: 'Español', dir: 'ltr' },
  { code: 'pt', path: 'pt', lang: 'pt', label: 'Português', dir: 'ltr' },
  { code: 'bn', path: 'bn', lang: 'bn', label: 'বাংলা', dir: 'ltr' },
  { code: 'ru', path: 'ru', lang: 'ru', label: 'Русский', dir: 'ltr' },
  { code: 'ja', path: 'ja', lang: 'ja', label: '日本語', dir: 'ltr' },
  { code: 'ko', path: 'ko', lang: 'ko', label: '한국어', dir: 'ltr' },
  { code: 'ar', path: 'ar', lang: 'ar', label: 'العربية', dir: 'rtl' },
  { code: 'tr', path: 'tr', lang: 'tr', label: 'Türkçe', dir: 'ltr' },
] as const satisfies readonly {
  code: string;
  path: string;
  lang: string;
  label: string;
  dir: 'ltr' | 'rtl';
}[];

export type Locale = (typeof locales)[number];
export type LocaleCode = Locale['code'];

export const defaultLocale: LocaleCode = 'en';
export const localeCodes = locales.map((l) => l.code) as LocaleCode[];

const byCode = new Map<string, Locale>(locales.map((l) => [l.code.toLowerCase(), l]));

/** Finds a locale by code or URL segment, case-insensitively (`zh-TW`, `zh-tw`). */
export function findLocale(segment: string | undefined | null): Locale | undefined {
  if (!segment) return undefined;
  return byCode.get(segment.toLowerCase());
}

export function getLocale(code: LocaleCode): Locale {
  return findLocale(code)!;
}

/**
 * The URL of `path` (no leading slash, '' for home) in a locale.
 * English lives at the root; the others under their segment.
 */
export function localePath(code: LocaleCode, path = ''): string {
  const clean = path.replace(/^\/+/, '');
  if (code === defaultLocale) return `/${clean}`;
  const seg = getLocale(code).path;
  return clean ? `/${seg}/${clean}` : `/${seg}`;
}

/**
 * Splits a pathname into its locale and the rest. `/en/…` is English too.
 * Returns `locale: undefined` when the first segment looks like a locale
 * we do not serve — callers redirect those to `/`.
 */
export function splitLocalePath(pathname: string): { locale: Locale; rest: string; explicit: boolean } {
  const parts = pathname.replace(/^\/+/, '').split('/');
  const found = findLocale(parts[0]);
  if (found) return { locale: found, rest: parts.slice(1).join('/'), explicit: true };
  return { locale: getLocale(defaultLocale), rest: parts.join('/'), explicit: false };
}

/** Negotiates an Accept-Language header against the registry (q-values honoured). */
export function negotiateLocale(header: string | null | undefined): LocaleCode {
  return negotiateAmong(header, localeCodes) ?? defaultLocale;
}

/**
 * The best of `available` for an Accept-Language header (q-values honoured, a region falling
 * back to its language), or null when none is wanted: a published site offers only its languages.
 */
export function negotiateAmong(header: string | null | undefined, available: readonly LocaleCode[]): LocaleCode | null {
  if (!header) return null;
  const offered = new Set<string>(available);
  const wanted = header
    .slice(0, 1000)
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((w) => w.tag && w.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = findLocale(tag);
    if (exact && offered.has(exact.code)) return exact.code;
    const lower = tag.toLowerCase();
    // zh-Hant, zh-HK and zh-MO read Traditional; other Chinese tags read Simplified.
    if (/^zh-(hant|hk|mo)/.test(lower) && offered.has('zh-TW')) return 'zh-TW';
    const base = findLocale(lower.split('-')[0]);
    if (base && offered.has(base.code)) return base.code;
  }
  return null;
}
