import { storageKeys, writeStored } from './storage';

/**
 * Light or dark, stored; the head script applies it before first paint. The header's
 * toggle shows the icon and name of the theme it switches to by CSS alone.
 */
export function toggleTheme(): 'light' | 'dark' {
  const root = document.documentElement;
  const next = root.dataset['theme'] === 'dark' ? 'light' : 'dark';
  root.dataset['theme'] = next;
  writeStored(storageKeys.theme, next);
  return next;
}
