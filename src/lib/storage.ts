/**
 * Every browser storage key of the site, defined once (spec §4 names the local ones).
 * The head script of `Head.astro` reads the same constants before first paint.
 */
export const storageKeys = {
  /** localStorage: the session token; logged in exactly when it is present. */
  token: 'accessToken',
  /** localStorage: the user info last received, JSON. */
  user: 'userInfo',
  /** localStorage: 'light' or 'dark'. */
  theme: 'theme',
  /** localStorage: the locale of the last page seen. */
  locale: 'locale',
  /** sessionStorage: the referral code of the link the visitor arrived by. */
  leagueCode: 'leagueCode',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // No window (server) or storage blocked (some private modes).
    return null;
  }
}

/** Reads a key; null when absent or when storage is unavailable. */
export function readStored(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key, or removes it for null; a blocked storage keeps the value for this page only. */
export function writeStored(key: string, value: string | null, which: Area = 'local'): void {
  try {
    const s = area(which);
    if (value === null) s?.removeItem(key);
    else s?.setItem(key, value);
  } catch {
    /* quota or private mode: nothing to keep */
  }
}
