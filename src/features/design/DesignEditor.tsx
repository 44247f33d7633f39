import '@puckeditor/core/no-external.css';
import './design.css';
import { useMemo, useState } from 'react';
import { getLocale, type LocaleCode } from '../../../i18n/locales';
import { intlLang } from '~/shared/translate';
import { emptyPages } from '~/shared/siteDesign/pageContent';
import { pageTitle } from '~/shared/siteDesign/siteLinks';
import { type Boot, readBoot, type T, translatorOf } from './boot';
import { CompliancePanel } from './CompliancePanel';
import { ConflictDialog } from './ConflictDialog';
import { designApi } from './designApi';
import { AddLanguage, LanguageMenu, Untranslated } from './LanguageMenu';
import { PageMenu, PagesButton } from './PageMenu';
import { PublishControls } from './PublishControls';
import { SeoButton } from './SeoDialog';
import { HistoryShelf } from './historyShelf';
import { PuckCanvas } from './PuckCanvas';
import { SaveStatus } from './SaveStatus';
import { TemplateDialog } from './TemplateDialog';
import { useDesignDraft } from './useDesignDraft';

/** The site designer (issue 17): the console's Design page, its one island. */
export default function DesignEditor() {
  const boot = useMemo(readBoot, []);
  if (!boot) return <p>Design</p>;
  return <Editor boot={boot} t={translatorOf(boot)} />;
}

function Editor({ boot, t }: { boot: Boot; t: T }) {
  const api = useMemo(() => designApi(boot.slug), [boot.slug]);
  const draft = useDesignDraft(api);
  // Undo histories outlive the canvas, which is remounted for each page × language.
  const shelf = useMemo(() => new HistoryShelf(), []);
  const [pageId, setPageId] = useState<string | null>(null);
  const [lang, setLang] = useState<LocaleCode | null>(null);
  const [template, setTemplate] = useState(false);
  // Template names by id: the boot's (the draft's and versions' templates), and any switched to since.
  const [names, setNames] = useState<Record<number, string>>(boot.templateNames ?? {});
  // On a phone the less frequent controls fold behind one button.
  const [more, setMore] = useState(false);
  const { doc } = draft;
  if (draft.load.kind === 'loading' || (!doc && draft.load.kind !== 'failed')) {
    return (
      <p className="design-message" role="status">
        {t('design.editor.loading')}
      </p>
    );
  }
  if (draft.load.kind === 'failed' || !doc) {
    return (
      <div className="design-message" role="alert">
        <p>{t('design.editor.loadFailed')}</p>
        <button type="button" className="design-btn" onClick={() => void draft.reload()}>
          {t('design.editor.save.retry')}
        </button>
      </div>
    );
  }
  const page = doc.pages.find((p) => p.id === pageId) ?? doc.pages[0]!;
  const language = lang && doc.languages.includes(lang) ? lang : doc.languages[0]!;
  return (
    <div className="design-app">
      <header className="design-bar">
        <div className="design-bar-title">
          <a href={boot.base}>{t('design.editor.back')}</a>
          <h1>{t('design.editor.title', { name: boot.siteName })}</h1>
          <SaveStatus state={draft.save} t={t} onRetry={draft.retry} />
        </div>
        <div className="design-bar-controls">
          <PageMenu doc={doc} pageId={page.id} lang={language} facts={boot.facts} t={t} onSelect={setPageId} />
          <LanguageMenu doc={doc} lang={language} t={t} onSelect={setLang} />
          <button
            type="button"
            className="design-btn design-more-toggle"
            aria-expanded={more}
            aria-controls="design-more"
            onClick={() => setMore(!more)}
          >
            {t('design.editor.more')}
          </button>
          <div id="design-more" className="design-more" data-open={more || undefined}>
            <PagesButton
              doc={doc}
              lang={language}
              facts={boot.facts}
              t={t}
              onChange={(next, select) => {
                draft.change(next);
                setPageId(select ?? (next.pages.some((p) => p.id === page.id) ? page.id : next.pages[0]!.id));
              }}
            />
            <AddLanguage
              doc={doc}
              t={t}
              add={async (code) => {
                const version = await draft.saved();
                if (version === null) return t('design.editor.publish.notSaved');
                const r = await api.addLanguage(code, version);
                if (!r.ok) return r.status === 0 ? t('design.editor.offline') : r.message;
                draft.adopt(r.data);
                setLang(code);
                return null;
              }}
            />
            <SeoButton
              doc={doc}
              page={page}
              lang={language}
              facts={boot.facts}
              t={t}
              descriptions={boot.descriptions}
              onChange={(next) => draft.change(next)}
            />
            <button type="button" className="design-btn" onClick={() => setTemplate(true)}>
              {t('design.editor.template.open')}
            </button>
          </div>
          <CompliancePanel
            doc={doc}
            countriesId={boot.countriesId}
            t={t}
            locale={boot.locale}
            facts={boot.facts}
            onChange={(next) => draft.change(next, true)}
          />
          <PublishControls
            api={api}
            t={t}
            locale={intlLang(boot.locale)}
            timeZone={boot.timeZone}
            timeZoneLabel={boot.timeZoneLabel}
            saved={draft.saved}
            onDraft={draft.replace}
            emptyPages={emptyPages(doc).map((p) => pageTitle(doc, p, language, boot.facts))}
          />
        </div>
      </header>
      <Untranslated doc={doc} pageId={page.id} lang={language} names={boot.facts.pageNames} t={t} />
      <main className="design-canvas" aria-label={t('design.editor.canvas')}>
        <PuckCanvas
          key={`${draft.epoch}:${page.id}:${language}`}
          doc={doc}
          pageId={page.id}
          lang={language}
          facts={boot.facts}
          siteRoot={`/s/${boot.slug}/`}
          api={api}
          t={t}
          numberLang={intlLang(boot.locale)}
          shelf={shelf}
          epoch={draft.epoch}
          onChange={(next) => draft.change(next)}
        />
      </main>
      {draft.save.kind === 'conflict' && (
        <ConflictDialog t={t} onTheirs={() => draft.resolve('theirs')} onMine={() => draft.resolve('mine')} />
      )}
      {template && (
        <TemplateDialog
          api={api}
          t={t}
          templateId={doc.templateId}
          templateName={(id) => names[id] || t('design.editor.template.numbered', { id })}
          pageName={(id) => {
            const p = doc.pages.find((x) => x.id === id);
            return p ? pageTitle(doc, p, boot.locale, boot.facts) : id;
          }}
          theme={doc.theme}
          countriesId={boot.countriesId}
          lang={getLocale(boot.locale).lang}
          version={async () => (await draft.saved()) ?? 0}
          onReplaced={(d, chosen) => {
            if (chosen) setNames((n) => ({ ...n, [chosen.id]: chosen.name }));
            draft.replace(d);
            setTemplate(false);
          }}
          onClose={() => setTemplate(false)}
        />
      )}
    </div>
  );
}
