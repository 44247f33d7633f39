import type { Catalog } from '~/shared/translate';
import type { LocaleCode } from '../../../i18n/locales';
import { StaffFrame } from './StaffFrame';
import { ContactScreen } from './ContactScreen';

/** The contact messages page island: the console's frame (session, sign-in, bar) around its screen. */
export default function StaffContact({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  return (
    <StaffFrame strings={strings} locale={locale} screen="contact">
      {(p) => <ContactScreen {...p} />}
    </StaffFrame>
  );
}
