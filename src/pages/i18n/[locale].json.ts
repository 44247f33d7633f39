import type { APIRoute } from 'astro';
import { locales, type LocaleCode } from '../../../i18n/locales';
import { islandStrings } from '~/lib/i18n';

/** Strings of the dialogs that mount lazily on marketing pages, one small file per locale. */
export const CLIENT_PREFIXES = [
  'common.',
  'errors.',
  'validation.',
  'auth.',
  'forgot.',
  'country.',
  'station.',
  'header.',
];

export function getStaticPaths() {
  return locales.map((l) => ({ params: { locale: l.code }, props: { locale: l.code as LocaleCode } }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(islandStrings(props['locale'] as LocaleCode, ...CLIENT_PREFIXES)), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
