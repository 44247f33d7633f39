import type { Catalog } from '~/shared/translate';
import type { LocaleCode } from '../../../i18n/locales';
import { StaffFrame } from './StaffFrame';
import { TodayScreen } from './TodayScreen';

/** The today page's island: the console's frame (session, sign-in, bar) around its screen. */
export default function StaffToday({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  return (
    <StaffFrame strings={strings} locale={locale} screen="today">
      {(p) => <TodayScreen {...p} />}
    </StaffFrame>
  );
}
