import { type CategoryKind, categoryNames } from '~/shared/gameCategories';
import type { LocaleCode } from '../../../i18n/locales';

/** A category's name in the page's language (the catalogue's kinds carry their own translations). */
export const categoryName = (kind: string, locale: LocaleCode) =>
  categoryNames[kind as CategoryKind]?.[locale] ?? categoryNames[kind as CategoryKind]?.en ?? kind;
