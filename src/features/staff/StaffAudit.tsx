import type { Catalog } from '~/shared/translate';
import type { LocaleCode } from '../../../i18n/locales';
import { StaffFrame } from './StaffFrame';
import { AuditScreen } from './AuditScreen';

/** The audit page's island: the console's frame (session, sign-in, bar) around its screen. */
export default function StaffAudit({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  return (
    <StaffFrame strings={strings} locale={locale} screen="audit">
      {(p) => <AuditScreen {...p} />}
    </StaffFrame>
  );
}
