import type { Catalog } from '~/shared/translate';
import type { LocaleCode } from '../../../i18n/locales';
import { StaffFrame } from './StaffFrame';
import { TeamScreen } from './TeamScreen';

/** The team page's island: the console's frame (session, sign-in, bar) around its screen. */
export default function StaffTeam({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  return (
    <StaffFrame strings={strings} locale={locale} screen="team">
      {(p) => <TeamScreen {...p} />}
    </StaffFrame>
  );
}
