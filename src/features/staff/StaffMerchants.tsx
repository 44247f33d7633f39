import type { Catalog } from '~/shared/translate';
import type { LocaleCode } from '../../../i18n/locales';
import { StaffFrame } from './StaffFrame';
import { MerchantsScreen } from './MerchantsScreen';

/** The merchants page island: the console's frame (session, sign-in, bar) around its screen. */
export default function StaffMerchants({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  return (
    <StaffFrame strings={strings} locale={locale} screen="merchants">
      {(p) => <MerchantsScreen {...p} />}
    </StaffFrame>
  );
}
