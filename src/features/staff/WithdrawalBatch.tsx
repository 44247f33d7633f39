import { signerFile } from './signerFile';
import { useEffect, useState } from 'react';
import type { Translate } from '~/shared/messageKey';
import { formatPrice } from '~/shared/money';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { ScreenHead } from './ScreenHead';
import { staffApi } from './staffApi';
import { Address } from './WithdrawalParts';
import { batchFileName, intentsOf, type WithdrawalBatch } from './withdrawals';

interface Props {
  t: Translate;
  lang: string;
}

/** An exported batch on its own page (`?batch=`): read again from the API, byte for byte. */
export function BatchView({ t, lang, id }: Props & { id: number }) {
  const load = useLoad(() => staffApi.get('/api/staff/withdrawals/batch', { query: { id } }), [id]);
  return (
    <div className="staff-screen">
      <a className="staff-back" href="./">
        {t('staff.withdrawals.back')}
      </a>
      <ScreenHead title={t('staff.withdrawals.batchNumber', { id })} lead={t('staff.withdrawals.batchLead')} />
      <LoadState {...load} loading={load.loading && !load.data} t={t}>
        {load.data && <BatchFacts t={t} lang={lang} batch={load.data} />}
      </LoadState>
    </div>
  );
}

/** A file of the batch to save: an object URL while it is shown, given back when it goes. */
function useFileUrl(text: string, type: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(new Blob([text], { type }));
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [text, type]);
  return url;
}

/**
 * What a batch is and holds: its signature and the platform's public key (the signer checks
 * both), the two files to download (JSON for the signer, CSV for a person), and its transfers.
 */
export function BatchFacts({ t, lang, batch, heading }: Props & { batch: WithdrawalBatch; heading?: boolean }) {
  // The signer's file: the exact signed bytes and their signature, as the signer reads them.
  const json = useFileUrl(signerFile(batch), 'application/json');
  const csv = useFileUrl(batch.csv, 'text/csv');
  const intents = intentsOf(batch.content);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const titleId = `wd-batch-${batch.batchId}`;
  return (
    <section className="card wd-card" aria-labelledby={titleId}>
      <h2 id={titleId} className={heading ? 'staff-card-title' : 'visually-hidden'}>
        {t('staff.withdrawals.batchNumber', { id: batch.batchId })}
      </h2>
      <dl className="wd-facts">
        <dt>{t('staff.withdrawals.batchCount')}</dt>
        <dd>{new Intl.NumberFormat(lang).format(batch.count)}</dd>
        <dt>{t('staff.withdrawals.batchCreated')}</dt>
        <dd>
          <time dateTime={batch.createdAt}>{when.format(new Date(batch.createdAt))}</time>
        </dd>
        <dt>{t('staff.withdrawals.sha256')}</dt>
        <dd className="wd-full staff-mono" dir="ltr" translate="no">
          {batch.sha256}
        </dd>
        <dt>{t('staff.withdrawals.signature')}</dt>
        <dd className="wd-full staff-mono" dir="ltr" translate="no">
          {batch.signature}
        </dd>
        <dt>{t('staff.withdrawals.publicKey')}</dt>
        <dd className="wd-full staff-mono" dir="ltr" translate="no">
          {batch.publicKey}
        </dd>
      </dl>
      <div className="staff-form-actions">
        {json && (
          <a className="btn" href={json} download={batchFileName(batch.batchId, 'json')}>
            {t('staff.withdrawals.downloadJson')}
          </a>
        )}
        {csv && (
          <a className="btn btn-ghost" href={csv} download={batchFileName(batch.batchId, 'csv')}>
            {t('staff.withdrawals.downloadCsv')}
          </a>
        )}
      </div>
      <table className="staff-table wd-small-table">
        <caption className="wd-caption">{t('staff.withdrawals.batchHolds')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.withdrawals.col.withdrawal')}</th>
            <th scope="col">{t('staff.withdrawals.col.amount')}</th>
            <th scope="col">{t('staff.withdrawals.col.network')}</th>
            <th scope="col">{t('staff.withdrawals.col.address')}</th>
          </tr>
        </thead>
        <tbody>
          {intents.map((i) => (
            <tr key={i.withdrawalId}>
              <td data-label={t('staff.withdrawals.col.withdrawal')}>
                <a href={`./?id=${i.withdrawalId}`}>{t('staff.withdrawals.number', { id: i.withdrawalId })}</a>
              </td>
              <td data-label={t('staff.withdrawals.col.amount')} className="staff-num">
                {formatPrice(i.amount, 'USDT', lang)}
              </td>
              <td data-label={t('staff.withdrawals.col.network')}>
                <span dir="ltr" translate="no">
                  {i.network}
                </span>
              </td>
              <td data-label={t('staff.withdrawals.col.address')}>
                <Address value={i.to} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
