import { getLocale, type LocaleCode } from '../../../i18n/locales.ts';
import { asKey, type Translate } from '../messageKey.ts';
import type { ComplianceField, MissingElement } from './types.ts';

/**
 * A missing element in words, in the reader's language: its name and how to fix it. One
 * wording for the designer's list and the server's refusal. `pageName` names a page by id.
 */

/** The label of a field the fix names (the phone rule is "a number or a link"). */
const fieldLabel = (t: Translate, f: ComplianceField) =>
  f === 'helpPhone' ? t('design.compliance.helpContact') : t(asKey(`design.field.${f}`));

export const elementName = (t: Translate, m: Pick<MissingElement, 'kind' | 'minAge'>) =>
  t(asKey(`design.compliance.element.${m.kind}`), { age: m.minAge });

/** The steps that fix `m`, one sentence each. `allPages`: how many pages the site has ("every page" when all lack it). */
export function fixesOf(t: Translate, m: MissingElement, pageName: (id: string) => string, allPages: number): string[] {
  const steps: string[] = [];
  const section = t('design.section.compliance');
  const list = (ids: string[]) => ids.map(pageName).join(', ');
  if (m.noSection.length)
    steps.push(
      m.noSection.length === allPages
        ? t('design.compliance.fix.addAll', { section })
        : t('design.compliance.fix.add', { section, pages: list(m.noSection) }),
    );
  const withSection = m.pages.filter((id) => !m.noSection.includes(id));
  if (m.fields.includes('minAge')) steps.push(t('design.compliance.fix.minAge', { section, age: m.minAge }));
  const fill = m.fields.filter((f) => f !== 'minAge' && (f !== 'helpName' || !m.languages.length));
  if (fill.length) {
    const fields = fill.map((f) => fieldLabel(t, f)).join(', ');
    steps.push(
      withSection.length === allPages
        ? t('design.compliance.fix.fillAll', { section, fields })
        : t('design.compliance.fix.fill', { section, fields, pages: list(withSection) }),
    );
  }
  if (m.languages.length)
    steps.push(
      t('design.compliance.fix.translate', {
        languages: m.languages.map((l: LocaleCode) => getLocale(l).label).join(', '),
      }),
    );
  return steps;
}

/** One line per element: "Licence details: fill in …". */
export const describeMissing = (
  t: Translate,
  missing: readonly MissingElement[],
  pageName: (id: string) => string,
  allPages: number,
) => missing.map((m) => `${elementName(t, m)}: ${fixesOf(t, m, pageName, allPages).join(' ')}`);
