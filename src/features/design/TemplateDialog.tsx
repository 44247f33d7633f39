import './template-picker.css';
import { useId, useMemo, useState } from 'react';
import type { Template } from '~/shared/schemas/catalog';
import type { SiteDocument } from '~/shared/siteDesign/document';
import { Modal } from '~/ui/Modal';
import { TemplateBrowser } from '~/ui/templateBrowser/TemplateBrowser';
import type { T } from './boot';
import { catalogueApi } from './catalogueApi';
import type { DesignApi, Draft } from './designApi';
import { isolated, SwitchConfirm } from './SwitchConfirm';

/** A page of the dialog's browser: fewer cards than the wizard's, for a dialog. */
const PAGE_SIZE = 12;

interface Props {
  api: DesignApi;
  t: T;
  /** The draft's version now (both actions replace the draft, like a save). */
  version: () => Promise<number>;
  templateId: number;
  /** Names of templates by id (boot data, and templates chosen since). */
  templateName: (id: number) => string;
  /** A page's name in the console's language (the list of sections a switch drops). */
  pageName: (pageId: string) => string;
  theme: SiteDocument['theme'];
  /** The site's market and the console's language: whose templates, named in which language. */
  countriesId: number;
  lang: string;
  onReplaced: (draft: Draft, chosen?: Template) => void;
  onClose: () => void;
}

/** The draft's template: start over from it, or switch to another (texts kept where sections match). */
export function TemplateDialog(props: Props) {
  const { api, t, version, templateId, templateName, pageName, theme, countriesId, lang, onReplaced, onClose } = props;
  const id = useId();
  const catalogue = useMemo(() => catalogueApi(countriesId, lang), [countriesId, lang]);
  const [confirmReset, setConfirmReset] = useState(false);
  const [selected, setSelected] = useState<Template | null>(null);
  const [chosen, setChosen] = useState<Template | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: (v: number) => ReturnType<DesignApi['resetToTemplate']>, next?: Template) => {
    setBusy(true);
    setError(null);
    const r = await call(await version());
    setBusy(false);
    if (r.ok) onReplaced(r.data, next);
    else setError(r.status === 0 ? t('design.editor.offline') : r.message);
  };
  return (
    <Modal
      labelledBy={`${id}-title`}
      onClose={onClose}
      className="design-dialog tpl-dialog"
      closeLabel={t('design.editor.close')}
    >
      <h2 id={`${id}-title`}>{t('design.editor.template.title')}</h2>
      <p className="design-muted">
        {t('design.editor.template.currentNamed', { name: isolated(templateName(templateId)) })}
      </p>
      {error && (
        <p role="alert" className="design-error">
          {error}
        </p>
      )}
      {chosen ? (
        <SwitchConfirm
          api={api}
          t={t}
          theme={theme}
          currentId={templateId}
          currentName={templateName(templateId)}
          pageName={pageName}
          chosen={chosen}
          busy={busy}
          onConfirm={() => void run((v) => api.switchTemplate(v, chosen.id), chosen)}
          onBack={() => setChosen(null)}
        />
      ) : (
        <>
          <h3>{t('design.editor.template.reset')}</h3>
          <p>{t('design.editor.template.resetText')}</p>
          {confirmReset ? (
            <div className="design-row">
              <button
                type="button"
                className="design-btn design-btn--danger"
                disabled={busy}
                onClick={() => void run((v) => api.resetToTemplate(v))}
              >
                {t('design.editor.template.resetConfirm')}
              </button>
              <button type="button" className="design-btn" onClick={() => setConfirmReset(false)}>
                {t('design.editor.cancel')}
              </button>
            </div>
          ) : (
            <button type="button" className="design-btn" onClick={() => setConfirmReset(true)}>
              {t('design.editor.template.reset')}
            </button>
          )}
          <h3>{t('design.editor.template.switch')}</h3>
          <p>{t('design.editor.template.switchText')}</p>
          {/* Nothing changes until the operator confirms: Enter on a card, or the button, goes on to the confirmation. */}
          <TemplateBrowser
            source={catalogue}
            t={t}
            pageSize={PAGE_SIZE}
            label={t('design.editor.template.gridLabel')}
            tabs="pressed"
            selected={selected}
            onSelect={setSelected}
            onChoose={setChosen}
            current={{ id: templateId, label: t('design.editor.template.inUse') }}
            colors={theme}
          />
          <div className="tpl-choose">
            <button
              type="button"
              className="design-btn design-btn--primary"
              disabled={!selected}
              onClick={() => selected && setChosen(selected)}
            >
              {selected
                ? t('design.editor.template.chooseNamed', { name: isolated(selected.name) })
                : t('design.editor.template.chooseFirst')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
