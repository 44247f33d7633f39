import { useId, useState } from 'react';
import type { LocaleCode } from '../../../i18n/locales';
import type { SiteDocument } from '~/shared/siteDesign/document';
import type { T } from './boot';
import { addableLanguages, addLanguage, labelOf } from './languages';

interface Props {
  doc: SiteDocument;
  lang: LocaleCode;
  t: T;
  onSelect: (lang: LocaleCode) => void;
  onChange: (doc: SiteDocument, select: LocaleCode) => void;
}

/** The language whose texts are edited. */
export function LanguageMenu({ doc, lang, t, onSelect }: Omit<Props, 'onChange'>) {
  const id = useId();
  return (
    <div className="design-field">
      <label htmlFor={`${id}-lang`}>{t('design.editor.languages.label')}</label>
      <select id={`${id}-lang`} value={lang} onChange={(e) => onSelect(e.target.value as LocaleCode)}>
        {doc.languages.map((code, i) => (
          <option key={code} value={code} lang={code}>
            {labelOf(code)}
            {i === 0 ? ` · ${t('design.editor.languages.first')}` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Any of the 15 languages can be added; its texts fall back to the first language until written. */
export function AddLanguage({ doc, t, onChange }: Omit<Props, 'lang' | 'onSelect'>) {
  const id = useId();
  const [adding, setAdding] = useState<LocaleCode | ''>('');
  const addable = addableLanguages(doc);
  if (addable.length === 0) return null;
  return (
    <div className="design-row">
      <label htmlFor={`${id}-add`} className="visually-hidden">
        {t('design.editor.languages.add')}
      </label>
      <select id={`${id}-add`} value={adding} onChange={(e) => setAdding(e.target.value as LocaleCode)}>
        <option value="">{t('design.editor.languages.add')}</option>
        {addable.map((code) => (
          <option key={code} value={code} lang={code}>
            {labelOf(code)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="design-btn design-btn--small"
        disabled={!adding}
        onClick={() => {
          if (!adding) return;
          onChange(addLanguage(doc, adding), adding);
          setAdding('');
        }}
      >
        {t('design.editor.languages.addSubmit')}
      </button>
    </div>
  );
}
