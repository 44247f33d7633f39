import { useId } from 'react';
import { Modal } from '~/ui/Modal';
import type { T } from './boot';

/**
 * Another tab saved this draft first. The editor already shows that newer draft behind the
 * dialog; the operator keeps it, or puts their own unsaved change back on top of it.
 */
export function ConflictDialog({ t, onTheirs, onMine }: { t: T; onTheirs: () => void; onMine: () => void }) {
  const id = useId();
  return (
    <Modal
      labelledBy={`${id}-title`}
      onClose={onTheirs}
      className="design-dialog"
      closeLabel={t('design.editor.close')}
    >
      <h2 id={`${id}-title`}>{t('design.editor.conflict.title')}</h2>
      <p>{t('design.editor.conflict.text')}</p>
      <div className="design-dialog-actions">
        <button type="button" className="design-btn" onClick={onMine}>
          {t('design.editor.conflict.mine')}
        </button>
        <button type="button" className="design-btn design-btn--primary" onClick={onTheirs} data-autofocus>
          {t('design.editor.conflict.theirs')}
        </button>
      </div>
    </Modal>
  );
}
