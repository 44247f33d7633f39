import type { Catalog } from '~/shared/translate';
import type { LocaleCode } from '../../../i18n/locales';
import { StaffFrame } from './StaffFrame';
import { WithdrawalsScreen } from './WithdrawalsScreen';

/** The withdrawals page's island: the console's frame (session, sign-in, bar) around its screen. */
export default function StaffWithdrawals({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  return (
    <StaffFrame strings={strings} locale={locale} screen="withdrawals">
      {(p) => <WithdrawalsScreen {...p} />}
    </StaffFrame>
  );
}
