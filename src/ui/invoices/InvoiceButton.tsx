import { useState } from 'react';
import type { Translate } from '~/shared/messageKey';
import { type DownloadFailure, downloadInvoice } from './downloadInvoice';

/** "Download invoice INV-2026-000123": the PDF, or why it cannot be had yet. */
export function InvoiceButton({ id, number, t }: { id: number; number: string; t: Translate }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<DownloadFailure | null>(null);
  const click = async () => {
    setBusy(true);
    setFailure(null);
    setFailure(await downloadInvoice(id, number));
    setBusy(false);
  };
  return (
    <span className="invoice-button">
      <button type="button" className="btn btn-ghost" onClick={click} disabled={busy} aria-busy={busy}>
        {t('invoices.download', { number })}
      </button>
      <span role="status" aria-live="polite">
        {failure === 'preparing' ? t('invoices.preparing') : failure === 'failed' ? t('invoices.failed') : ''}
      </span>
    </span>
  );
}
