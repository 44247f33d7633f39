import type { Catalog } from '~/shared/translate';
import type { LocaleCode } from '../../../i18n/locales';
import { StaffFrame } from './StaffFrame';
import { CatalogueScreen } from './CatalogueScreen';

/** The catalogue page island: the console's frame (session, sign-in, bar) around its screen. */
export default function StaffCatalogue({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  return (
    <StaffFrame strings={strings} locale={locale} screen="catalogue">
      {(p) => <CatalogueScreen {...p} />}
    </StaffFrame>
  );
}
