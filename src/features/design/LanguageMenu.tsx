import { useId, useMemo, useState } from 'react';
import type { LocaleCode } from '../../../i18n/locales';
import type { SiteDocument } from '~/shared/siteDesign/document';
import { toPuckData } from '~/shared/siteDesign/projection';
import type { PageNames } from '~/shared/siteDesign/standardTitles';
import type { T } from './boot';
import { addableLanguages, labelOf } from './languages';

interface Props {
  doc: SiteDocument;
  lang: LocaleCode;
  t: T;
  onSelect: (lang: LocaleCode) => void;
}

/** The language whose texts are edited. */
export function LanguageMenu({ doc, lang, t, onSelect }: Props) {
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

/**
 * Any of the 15 languages can be added (by the server: the template's texts come in that
 * language, the operator's own stay in the first language, marked). `add` answers an error to show, or null.
 */
export function AddLanguage({
  doc,
  t,
  add,
}: {
  doc: SiteDocument;
  t: T;
  add: (code: LocaleCode) => Promise<string | null>;
}) {
  const id = useId();
  const [adding, setAdding] = useState<LocaleCode | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
        disabled={!adding || busy}
        onClick={async () => {
          if (!adding) return;
          setBusy(true);
          setError(null);
          const failed = await add(adding);
          setBusy(false);
          if (failed) setError(failed);
          else setAdding('');
        }}
      >
        {t('design.editor.languages.addSubmit')}
      </button>
      {error && (
        <span role="alert" className="design-error">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * Above the canvas, in a language other than the first: the page has texts still shown in the
 * first language (the operator's own words, not translated yet), each marked on the canvas and
 * on its field; the notice goes once every one has its own text.
 */
export function Untranslated({
  doc,
  pageId,
  lang,
  names,
  t,
}: {
  doc: SiteDocument;
  pageId: string;
  lang: LocaleCode;
  names: PageNames;
  t: T;
}) {
  const first = doc.languages[0]!;
  const count = useMemo(
    () => (lang === first ? 0 : toPuckData(doc, pageId, lang, names).fallbacks.length),
    [doc, pageId, lang, first, names],
  );
  if (count === 0) return null;
  return (
    <p className="design-untranslated" role="note" data-testid="untranslated">
      {t('design.editor.languages.untranslated', { language: labelOf(first), target: labelOf(lang) })}
    </p>
  );
}
