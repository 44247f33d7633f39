import { useId, useState } from 'react';
import type { LocaleCode } from '../../../i18n/locales';
import type { SiteDocument, SiteFacts } from '~/shared/siteDesign/document';
import { pageTitle } from '~/shared/siteDesign/siteLinks';
import { Modal } from '~/ui/Modal';
import type { T } from './boot';
import { InlineConfirm } from './InlineConfirm';
import { addCustomPage, newPageProblem, removeCustomPage, slugFrom } from './pages';

interface Props {
  doc: SiteDocument;
  pageId: string;
  lang: LocaleCode;
  /** The site's name (home's title at worst) and the standard pages' titles in every language. */
  facts: Pick<SiteFacts, 'siteName' | 'pageNames'>;
  t: T;
  onSelect: (pageId: string) => void;
  onChange: (doc: SiteDocument, select?: string) => void;
}

/** Which page is edited. */
export function PageMenu({ doc, pageId, lang, facts, t, onSelect }: Omit<Props, 'onChange'>) {
  const id = useId();
  return (
    <div className="design-field">
      <label htmlFor={`${id}-page`}>{t('design.editor.pages.label')}</label>
      <select id={`${id}-page`} value={pageId} onChange={(e) => onSelect(e.target.value)}>
        {doc.pages.map((p) => (
          <option key={p.id} value={p.id}>
            {pageTitle(doc, p, lang, facts)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The operator's own pages are added and removed here. */
export function PagesButton({ doc, lang, facts, t, onChange }: Omit<Props, 'pageId' | 'onSelect'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="design-btn" onClick={() => setOpen(true)}>
        {t('design.editor.pages.manage')}
      </button>
      {open && (
        <PagesDialog
          doc={doc}
          lang={lang}
          facts={facts}
          t={t}
          onClose={() => setOpen(false)}
          onChange={(next, select) => {
            onChange(next, select);
            if (select) setOpen(false);
          }}
        />
      )}
    </>
  );
}

function PagesDialog({
  doc,
  lang,
  facts,
  t,
  onClose,
  onChange,
}: Omit<Props, 'pageId' | 'onSelect'> & { onClose: () => void }) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTouched, setSlugTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const add = () => {
    const why = newPageProblem(doc, title, slug);
    setProblem(why);
    if (why) return;
    const made = addCustomPage(doc, title, slug);
    onChange(made.doc, made.page.id);
  };
  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} className="design-dialog" closeLabel={t('design.editor.close')}>
      <h2 id={`${id}-title`}>{t('design.editor.pages.title')}</h2>
      <ul className="design-list">
        {doc.pages.map((p) => (
          <li key={p.id}>
            <span>
              {pageTitle(doc, p, lang, facts)}{' '}
              <bdi dir="ltr" className="design-muted">
                /{p.slug}
              </bdi>
            </span>
            {p.kind === 'custom' &&
              (removing === p.id ? (
                <InlineConfirm
                  confirmLabel={t('design.editor.pages.removeConfirm')}
                  cancelLabel={t('design.editor.cancel')}
                  onConfirm={() => onChange(removeCustomPage(doc, p.id))}
                  onCancel={() => setRemoving(null)}
                />
              ) : (
                <button
                  type="button"
                  className="design-btn design-btn--small"
                  aria-label={t('design.editor.pages.removeNamed', { page: pageTitle(doc, p, lang, facts) })}
                  onClick={() => setRemoving(p.id)}
                >
                  {t('design.editor.pages.remove')}
                </button>
              ))}
          </li>
        ))}
      </ul>
      <form
        className="design-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <h3>{t('design.editor.pages.add')}</h3>
        <label htmlFor={`${id}-new-title`}>{t('design.editor.pages.newTitle')}</label>
        <input
          id={`${id}-new-title`}
          value={title}
          maxLength={200}
          onChange={(e) => {
            setTitle(e.target.value);
            if (!slugTouched) setSlug(slugFrom(e.target.value));
          }}
        />
        <label htmlFor={`${id}-new-slug`}>{t('design.editor.pages.newSlug')}</label>
        <input
          id={`${id}-new-slug`}
          dir="ltr"
          value={slug}
          maxLength={60}
          aria-describedby={`${id}-slug-hint`}
          onChange={(e) => {
            setSlugTouched(true);
            setSlug(e.target.value.toLowerCase());
          }}
        />
        <p id={`${id}-slug-hint`} className="design-muted">
          {t('design.editor.pages.slugHint')}
        </p>
        {problem && (
          <p role="alert" className="design-error">
            {t(problem)}
          </p>
        )}
        <button type="submit" className="design-btn design-btn--primary">
          {t('design.editor.pages.addSubmit')}
        </button>
      </form>
    </Modal>
  );
}
