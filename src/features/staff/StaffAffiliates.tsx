import type { Catalog } from '~/shared/translate';
import type { LocaleCode } from '../../../i18n/locales';
import { StaffFrame } from './StaffFrame';
import { AffiliatesScreen } from './AffiliatesScreen';

/** The affiliate applications page island: the console's frame (session, sign-in, bar) around its screen. */
export default function StaffAffiliates({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  return (
    <StaffFrame strings={strings} locale={locale} screen="affiliates">
      {(p) => <AffiliatesScreen {...p} />}
    </StaffFrame>
  );
}
