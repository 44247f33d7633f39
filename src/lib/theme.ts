const THEME_KEY = 'theme';

/** Light or dark, stored; the head script applies it before first paint. */
export function toggleTheme(): 'light' | 'dark' {
  const root = document.documentElement;
  const next = root.dataset['theme'] === 'dark' ? 'light' : 'dark';
  root.dataset['theme'] = next;
  try {
    localStorage.setItem(THEME_KEY, next);
  } catch {
    /* ignore */
  }
  return next;
}
