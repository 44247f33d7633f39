import { type RefObject, useState } from 'react';
import { api } from '~/stores/api';
import { ConfirmDialog } from '~/ui/ConfirmDialog';
import { LoadState } from '~/ui/LoadState';
import { Pager } from '~/ui/Pager';
import type { Load } from '~/ui/useLoad';
import { USDT } from '~/ui/checkout/usdt';
import { formatPrice } from '~/shared/money';
import type { Translate } from '~/shared/messageKey';
import type { Withdrawal } from './types';
import { statusKey, WITHDRAW_PAGE_SIZE } from './withdrawals';

interface Props {
  list: Load<{ list: Withdrawal[]; total: number; page: number; pageSize: number }>;
  page: number;
  setPage: (p: number) => void;
  t: Translate;
  lang: string;
  say: (message: string, tone?: 'success' | 'error') => void;
  onChanged: () => void;
  /** The heading focus returns to after a cancel or a page turn. */
  titleRef: RefObject<HTMLHeadingElement | null>;
}

/** Every request with its status in words, money, address, dates, the reason or the transaction; cancel while it can be. */
export function WithdrawHistory({ list, page, setPage, t, lang, say, onChanged, titleRef }: Props) {
  const [cancelling, setCancelling] = useState<Withdrawal | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const money = (a: string) => formatPrice(a, USDT, lang);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / WITHDRAW_PAGE_SIZE)) : 1;
  const focusTitle = () => requestAnimationFrame(() => titleRef.current?.focus());

  async function cancel(w: Withdrawal) {
    setCancelling(null);
    setBusy(w.id);
    try {
      await api.post('/api/withdrawals/cancel', { body: { id: w.id }, toastError: false });
      say(t('withdraw.cancelled'), 'success');
      onChanged();
    } catch (err) {
      say(err instanceof Error ? err.message : t('errors.operationFailed'), 'error');
      void list.retry();
    } finally {
      setBusy(null);
      focusTitle();
    }
  }

  return (
    <section className="wd-history" aria-labelledby="wd-history-title" aria-busy={list.loading}>
      <h3 id="wd-history-title" ref={titleRef} tabIndex={-1} className="wd-title">
        {t('settlement.withdraw.historyTitle')}
      </h3>
      <LoadState
        {...list}
        loading={list.loading && !data}
        t={t}
        empty={data?.total === 0}
        emptyText={t('settlement.withdraw.historyEmpty')}
      >
        <ul className="wd-requests">
          {data?.list.map((w) => (
            <li key={w.id} className="wd-request" data-status={w.status}>
              <div className="wd-request-head">
                <strong className="wd-request-amount">{money(w.amount)}</strong>
                <span className={`wd-status is-${w.status}`}>{t(statusKey(w.status))}</span>
              </div>
              <dl className="wd-request-facts">
                <div>
                  <dt>{t('settlement.withdraw.fee')}</dt>
                  <dd>{money(w.fee)}</dd>
                </div>
                <div>
                  <dt>{w.addressLabel ?? t('settlement.withdraw.toAddress')}</dt>
                  <dd>
                    <span className="wd-network">{w.network}</span>{' '}
                    <span className="wd-address" dir="ltr" title={w.address}>
                      {w.address}
                    </span>
                  </dd>
                </div>
                <div>
                  <dt>{t('settlement.withdraw.requestedAt')}</dt>
                  <dd>
                    <time dateTime={w.requestedAt}>{when.format(new Date(w.requestedAt))}</time>
                  </dd>
                </div>
                {w.updatedAt !== w.requestedAt && (
                  <div>
                    <dt>{t('settlement.withdraw.updatedAt')}</dt>
                    <dd>
                      <time dateTime={w.updatedAt}>{when.format(new Date(w.updatedAt))}</time>
                    </dd>
                  </div>
                )}
                {w.reason && (w.status === 'rejected' || w.status === 'failed') && (
                  <div className="wd-wide">
                    <dt>{t('settlement.withdraw.reason')}</dt>
                    <dd>{w.reason}</dd>
                  </div>
                )}
                {w.txHash && (
                  <div className="wd-wide">
                    <dt>{t('settlement.withdraw.txHash')}</dt>
                    <dd className="wd-hash" dir="ltr">
                      {w.txHash}
                    </dd>
                  </div>
                )}
              </dl>
              {w.cancellable && (
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={busy === w.id}
                  aria-busy={busy === w.id}
                  onClick={() => setCancelling(w)}
                >
                  {t('settlement.withdraw.cancel')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </LoadState>
      <Pager
        page={page}
        pages={pages}
        label={t('settlement.withdraw.pagerLabel')}
        t={t}
        onPage={(p) => {
          setPage(p);
          focusTitle();
        }}
      />
      {cancelling && (
        <ConfirmDialog
          message={t('settlement.withdraw.cancelConfirm', { amount: money(cancelling.amount) })}
          confirmLabel={t('settlement.withdraw.cancel')}
          cancelLabel={t('settlement.withdraw.keep')}
          closeLabel={t('common.close')}
          tone="destructive"
          onCancel={() => setCancelling(null)}
          onConfirm={() => void cancel(cancelling)}
        />
      )}
    </section>
  );
}
