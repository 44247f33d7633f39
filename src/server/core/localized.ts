import type { LocaleCode } from '../../../i18n/locales.ts';

/** The value of a per-locale map in the request's language (English as the safety net). */
export function pick<T>(map: Record<string, T> | null | undefined, locale: LocaleCode, fallback: NoInfer<T>): T {
  return map?.[locale] ?? map?.['en'] ?? fallback;
}
