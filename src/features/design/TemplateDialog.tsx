import { useId, useState } from 'react';
import { Modal } from '~/ui/Modal';
import type { T } from './boot';
import type { DesignApi, Draft } from './designApi';

interface Props {
  api: DesignApi;
  t: T;
  /** The draft's version now (both actions replace the draft, like a save). */
  version: () => Promise<number>;
  templateId: number;
  onReplaced: (draft: Draft) => void;
  onClose: () => void;
}

/** The draft's template: start over from it, or switch to another (texts kept where sections match). */
export function TemplateDialog({ api, t, version, templateId, onReplaced, onClose }: Props) {
  const id = useId();
  const [confirmReset, setConfirmReset] = useState(false);
  const [other, setOther] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: (v: number) => ReturnType<DesignApi['resetToTemplate']>) => {
    setBusy(true);
    setError(null);
    const r = await call(await version());
    setBusy(false);
    if (r.ok) onReplaced(r.data);
    else setError(r.status === 0 ? t('design.editor.offline') : r.message);
  };
  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} className="design-dialog" closeLabel={t('design.editor.close')}>
      <h2 id={`${id}-title`}>{t('design.editor.template.title')}</h2>
      <p className="design-muted">{t('design.editor.template.current', { id: templateId })}</p>
      {error && (
        <p role="alert" className="design-error">
          {error}
        </p>
      )}
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
      <form
        className="design-form"
        onSubmit={(e) => {
          e.preventDefault();
          const n = Number(other);
          if (!Number.isInteger(n) || n < 1) return setError(t('design.editor.template.idInvalid'));
          void run((v) => api.switchTemplate(v, n));
        }}
      >
        <h3>{t('design.editor.template.switch')}</h3>
        <p>{t('design.editor.template.switchText')}</p>
        <label htmlFor={`${id}-tpl`}>{t('design.editor.template.id')}</label>
        <input
          id={`${id}-tpl`}
          inputMode="numeric"
          dir="ltr"
          value={other}
          onChange={(e) => setOther(e.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" className="design-btn" disabled={busy || !other}>
          {t('design.editor.template.switchSubmit')}
        </button>
      </form>
    </Modal>
  );
}
