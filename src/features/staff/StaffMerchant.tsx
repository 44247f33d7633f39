import type { Catalog } from '~/shared/translate';
import type { LocaleCode } from '../../../i18n/locales';
import { StaffFrame } from './StaffFrame';
import { MerchantScreen } from './MerchantScreen';

/** The merchant's page island: the console's frame (session, sign-in, bar) around its screen. */
export default function StaffMerchant({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  return (
    <StaffFrame strings={strings} locale={locale} screen="merchant">
      {(p) => <MerchantScreen {...p} />}
    </StaffFrame>
  );
}
