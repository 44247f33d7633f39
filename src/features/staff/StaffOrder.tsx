import type { Catalog } from '~/shared/translate';
import type { LocaleCode } from '../../../i18n/locales';
import { StaffFrame } from './StaffFrame';
import { OrderScreen } from './OrderScreen';

/** The order timeline's page island: the console's frame (session, sign-in, bar) around its screen. */
export default function StaffOrder({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  return (
    <StaffFrame strings={strings} locale={locale} screen="order">
      {(p) => <OrderScreen {...p} />}
    </StaffFrame>
  );
}
