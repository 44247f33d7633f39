import { useId, useState } from 'react';
import { getLocale, type LocaleCode } from '../../../i18n/locales';
import { type Page, type PageSeo, SEO_LIMITS, type SiteDocument, type SiteFacts } from '~/shared/siteDesign/document';
import { defaultSeoDescription, defaultSeoTitle } from '~/shared/siteDesign/seo';
import { pageTitle } from '~/shared/siteDesign/siteLinks';
import type { Translate } from '~/shared/messageKey';
import { translate } from '~/shared/translate';
import { Modal } from '~/ui/Modal';
import type { T } from './boot';

interface Props {
  doc: SiteDocument;
  page: Page;
  lang: LocaleCode;
  facts: Pick<SiteFacts, 'siteName' | 'pageNames'>;
  t: T;
  /** `design.render.description` per language (boot.ts): the default is in the edited language. */
  descriptions: Partial<Record<LocaleCode, string>>;
  onChange: (doc: SiteDocument) => void;
}

/** The edited page's search title and description in the edited language (document.ts `seo`). */
export function SeoButton(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="design-btn" onClick={() => setOpen(true)}>
        {props.t('design.editor.seo.open')}
      </button>
      {open && <SeoDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The page's `seo` with one language's text set ('' removes it, so the default applies again). */
function withSeo(doc: SiteDocument, pageId: string, field: keyof PageSeo, lang: LocaleCode, value: string) {
  return {
    ...doc,
    pages: doc.pages.map((p) => {
      if (p.id !== pageId) return p;
      const texts = { ...p.seo?.[field] };
      if (value) texts[lang] = value;
      else delete texts[lang];
      return { ...p, seo: { ...p.seo, [field]: texts } };
    }),
  };
}

function SeoDialog({ doc, page, lang, facts, t, descriptions, onChange, onClose }: Props & { onClose: () => void }) {
  const id = useId();
  const dir = getLocale(lang).dir;
  const inLang: Translate = (key, vars) => translate({ [key]: descriptions[lang] ?? '' }, lang, key, vars);
  const fields = [
    {
      field: 'title' as const,
      label: t('design.editor.seo.titleLabel'),
      max: SEO_LIMITS.title,
      fallback: defaultSeoTitle(doc, page, lang, facts),
    },
    {
      field: 'description' as const,
      label: t('design.editor.seo.descriptionLabel'),
      max: SEO_LIMITS.description,
      fallback: defaultSeoDescription(doc, page, lang, facts, inLang),
    },
  ];
  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} className="design-dialog" closeLabel={t('design.editor.close')}>
      <h2 id={`${id}-title`}>
        {t('design.editor.seo.title', { page: pageTitle(doc, page, lang, facts), language: getLocale(lang).label })}
      </h2>
      <p id={`${id}-hint`} className="design-muted">
        {t('design.editor.seo.hint')}
      </p>
      <div className="design-form">
        {fields.map(({ field, label, max, fallback }) => {
          const value = page.seo?.[field]?.[lang] ?? '';
          const Input = field === 'title' ? 'input' : 'textarea';
          return (
            <div key={field} className="design-seo-field">
              <label htmlFor={`${id}-${field}`}>{label}</label>
              <Input
                id={`${id}-${field}`}
                dir={dir}
                lang={getLocale(lang).lang}
                value={value}
                placeholder={fallback}
                maxLength={max}
                aria-describedby={`${id}-hint ${id}-${field}-count`}
                {...(field === 'title' ? { 'data-autofocus': true } : { rows: 3 })}
                onChange={(e) => onChange(withSeo(doc, page.id, field, lang, e.target.value))}
              />
              <p id={`${id}-${field}-count`} className="design-muted design-seo-count">
                {t('design.editor.seo.count', { used: value.length, max })}
              </p>
            </div>
          );
        })}
      </div>
      <div className="design-dialog-actions">
        <button type="button" className="design-btn design-btn--primary" onClick={onClose}>
          {t('design.editor.close')}
        </button>
      </div>
    </Modal>
  );
}
