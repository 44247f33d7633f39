import { useId, useRef, useState } from 'react';
import { api } from '~/stores/api';
import { ConfirmDialog } from '~/ui/ConfirmDialog';
import { LoadState } from '~/ui/LoadState';
import type { Load } from '~/ui/useLoad';
import type { Translate } from '~/shared/messageKey';
import { AddressForm } from './AddressForm';
import { CodeForm } from './CodeForm';
import { Countdown, useNow } from './Countdown';
import type { WithdrawAddress } from './types';
import { addressState } from './withdrawals';

interface Props {
  book: Load<WithdrawAddress[]>;
  t: Translate;
  lang: string;
  /** Says a result in the section's live region. */
  say: (message: string, tone?: 'success' | 'error') => void;
}

/** The address book: each address with its state, adding one (then its code), removing one. */
export function AddressBook({ book, t, lang, say }: Props) {
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const [adding, setAdding] = useState(false);
  const [coding, setCoding] = useState<WithdrawAddress | null>(null);
  const [removing, setRemoving] = useState<WithdrawAddress | null>(null);
  const [busy, setBusy] = useState(false);
  const now = useNow(30_000);
  const list = book.data ?? [];
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const backToTitle = () => requestAnimationFrame(() => title.current?.focus());

  async function remove(a: WithdrawAddress) {
    setRemoving(null);
    setBusy(true);
    try {
      await api.post('/api/withdrawals/addresses/remove', { body: { id: a.id }, toastError: false });
      if (coding?.id === a.id) setCoding(null);
      say(t('settlement.withdraw.removed', { label: a.label }));
      await book.retry();
    } catch (err) {
      say(err instanceof Error ? err.message : t('errors.operationFailed'), 'error');
    } finally {
      setBusy(false);
      backToTitle();
    }
  }

  return (
    <section className="wd-book" aria-labelledby={`${id}-title`} aria-busy={book.loading || busy}>
      <h3 id={`${id}-title`} ref={title} tabIndex={-1} className="wd-title">
        {t('settlement.withdraw.bookTitle')}
      </h3>
      <LoadState
        {...book}
        loading={book.loading && !book.data}
        t={t}
        empty={list.length === 0}
        emptyText={t('settlement.withdraw.bookEmpty')}
      >
        <ul className="wd-addresses">
          {list.map((a) => {
            const state = addressState(a, now);
            return (
              <li key={a.id} className="wd-address-row" data-state={state}>
                <div className="wd-address-main">
                  <span className="wd-address-head">
                    <span className="wd-address-label">{a.label}</span>
                    <span className="wd-network">{a.network}</span>
                  </span>
                  <span className="wd-address" dir="ltr" title={a.address}>
                    {a.address}
                  </span>
                  <span className={`wd-state is-${state}`}>
                    {state === 'cooling' && a.usableFrom ? (
                      <>
                        {t('settlement.withdraw.state.cooling')} · <Countdown until={a.usableFrom} t={t} lang={lang} />
                      </>
                    ) : (
                      t(`settlement.withdraw.state.${state}`)
                    )}
                  </span>
                  <span className="wd-meta">
                    {t('settlement.withdraw.addedOn', { date: when.format(new Date(a.createdAt)) })}
                  </span>
                </div>
                <div className="wd-row-actions">
                  {state === 'pending' && coding?.id !== a.id && (
                    <button type="button" className="btn btn-ghost" onClick={() => setCoding(a)} disabled={busy}>
                      {t('settlement.withdraw.enterCode')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => setRemoving(a)}
                    disabled={busy}
                    aria-label={t('settlement.withdraw.removeNamed', { label: a.label })}
                  >
                    {t('settlement.withdraw.remove')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </LoadState>
      {coding ? (
        <CodeForm
          key={coding.id}
          address={coding}
          t={t}
          onCancel={() => {
            setCoding(null);
            backToTitle();
          }}
          onConfirmed={(_, message) => {
            setCoding(null);
            say(message, 'success');
            void book.retry();
            backToTitle();
          }}
        />
      ) : adding ? (
        <AddressForm
          t={t}
          onCancel={() => setAdding(false)}
          onAdded={(a, message) => {
            setAdding(false);
            setCoding(a);
            say(message, 'success');
            void book.retry();
          }}
        />
      ) : (
        <button type="button" className="btn btn-ghost wd-add" onClick={() => setAdding(true)}>
          {t('settlement.withdraw.addAddress')}
        </button>
      )}
      {removing && (
        <ConfirmDialog
          message={t('settlement.withdraw.removeConfirm', { label: removing.label })}
          confirmLabel={t('settlement.withdraw.remove')}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          tone="destructive"
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        />
      )}
    </section>
  );
}
