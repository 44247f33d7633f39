import { locales, type LocaleCode } from '../../i18n/locales';

/** One static path per locale: English at the root, the others under their segment. */
export function localeStaticPaths() {
  return locales.map((l) => ({
    params: { locale: l.code === 'en' ? undefined : l.path },
    props: { locale: l.code as LocaleCode },
  }));
}
