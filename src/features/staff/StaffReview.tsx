import type { Catalog } from '~/shared/translate';
import type { LocaleCode } from '../../../i18n/locales';
import { StaffFrame } from './StaffFrame';
import { ReviewScreen } from './ReviewScreen';

/** The review page's island: the console's frame (session, sign-in, bar) around its screen. */
export default function StaffReview({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  return (
    <StaffFrame strings={strings} locale={locale} screen="review">
      {(p) => <ReviewScreen {...p} />}
    </StaffFrame>
  );
}
