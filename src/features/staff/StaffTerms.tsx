import type { Catalog } from '~/shared/translate';
import type { LocaleCode } from '../../../i18n/locales';
import { StaffFrame } from './StaffFrame';
import { TermsScreen } from './TermsScreen';

/** The terms page's island: the console's frame (session, sign-in, bar) around its screen. */
export default function StaffTerms({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  return (
    <StaffFrame strings={strings} locale={locale} screen="terms">
      {(p) => <TermsScreen {...p} />}
    </StaffFrame>
  );
}
