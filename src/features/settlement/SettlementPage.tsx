import { useEffect, useRef, useState } from 'react';
import { translator } from '~/lib/clientStrings';
import { toast } from '~/lib/toast';
import { Pager } from '~/ui/Pager';
import { deferred } from '~/ui/deferred';
import { LoadState } from '~/ui/LoadState';
import { formatPrice } from '~/shared/money';
import type { Catalog } from '~/shared/translate';
import type { DepositStart } from '~/shared/orderTypes';
import { getLocale, localePath, type LocaleCode } from '../../../i18n/locales';
import { InvoiceList } from '~/ui/invoices/InvoiceList';
import { LedgerList } from './LedgerList';
import { OpenTopUps } from './OpenTopUps';
import { TopUpForm } from './TopUpForm';
import { useSettlement } from './useSettlement';
import { WithdrawBalances } from './withdrawals/Balances';
import { Withdrawals } from './withdrawals/Withdrawals';
import '~/ui/ui.css';
import './settlement.css';

/** The address screen (QR code, copy, countdown) loads when a top-up starts. */
const UsdtAddress = deferred(() => import('~/ui/checkout/UsdtAddress').then((m) => m.UsdtAddress));

/** Settlement (spec §2, §3, §9): balance, pending settlement, USDT top-up and history. */
export default function SettlementPage({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  const t = translator(strings, locale);
  const lang = getLocale(locale).lang;
  const home = localePath(locale);
  // The address is held here, in memory only: it changes regularly and must not be saved (spec §9).
  const [deposit, setDeposit] = useState<DepositStart | null>(null);
  const load = useSettlement(deposit !== null);
  const { page, setPage, data, loading, waitForCredit, retry } = load;
  const watch = useRef<AbortController | null>(null);
  const balanceRef = useRef<HTMLParagraphElement>(null);
  const historyTitle = useRef<HTMLHeadingElement>(null);
  const topUpTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => () => watch.current?.abort(), []);

  // The open address screen's top-up leaves the server's open list while its address is still
  // valid: its transfer arrived (seen by the polling, not a simulation, which says so itself).
  const seenOpen = useRef(new Set<number>());
  useEffect(() => {
    if (!data || !deposit) return;
    const id = deposit.depositId;
    if (data.openTopUps.some((d) => d.depositId === id)) {
      seenOpen.current.add(id);
      return;
    }
    const simulating = watch.current && !watch.current.signal.aborted;
    if (seenOpen.current.has(id) && !simulating && Date.parse(deposit.expiresAt) > Date.now()) {
      toast(t('settlement.credited'), 'success');
      setDeposit(null);
      balanceRef.current?.focus();
    }
  }, [data, deposit, t]);

  // The form and the address screen replace each other; focus stays in the section.
  function showDeposit(next: DepositStart | null) {
    setDeposit(next);
    requestAnimationFrame(() => topUpTitle.current?.focus());
  }

  // A new top-up is pending at once: the figure and the open list show it.
  function started(next: DepositStart) {
    showDeposit(next);
    void retry();
  }

  function closeDeposit() {
    watch.current?.abort();
    showDeposit(null);
  }

  async function afterSimulated() {
    if (!data) return;
    watch.current?.abort();
    const ctrl = new AbortController();
    watch.current = ctrl;
    const rose = await waitForCredit(data.balance, ctrl.signal);
    if (ctrl.signal.aborted) return;
    if (rose) {
      toast(t('settlement.credited'), 'success');
      setDeposit(null);
      balanceRef.current?.focus();
    } else {
      toast(t('settlement.stillConfirming'), 'info');
    }
  }

  if (!data) return <LoadState {...load} t={t} />;
  const money = (amount: string) => formatPrice(amount, data.currency, lang);
  const { history } = data;
  const pages = Math.max(1, Math.ceil(history.total / history.pageSize));

  return (
    <div className="settlement-page">
      <section className="settlement-stats" aria-label={t('settlement.summary')}>
        <div className="card settlement-stat">
          <h2 className="settlement-stat-label" id="balance-label">
            {t('settlement.balance')}
          </h2>
          <p className="settlement-stat-value" ref={balanceRef} tabIndex={-1} aria-describedby="balance-label">
            {money(data.balance)}
          </p>
          <WithdrawBalances t={t} lang={lang} version={data.balance} />
        </div>
        <div className="card settlement-stat">
          <h2 className="settlement-stat-label">{t('settlement.pending')}</h2>
          <p className="settlement-stat-value is-pending">{money(data.pendingSettlement)}</p>
          <p className="settlement-stat-hint">{t('settlement.pendingHint')}</p>
          <OpenTopUps
            list={data.openTopUps}
            t={t}
            lang={lang}
            shown={deposit?.depositId ?? null}
            onShow={(d) => {
              watch.current?.abort();
              showDeposit(d);
            }}
          />
        </div>
      </section>

      <div className="settlement-columns">
        <section className="card settlement-topup" aria-labelledby="topup-title">
          <h2 id="topup-title" ref={topUpTitle} tabIndex={-1} className="settlement-section-title">
            {t('settlement.topUp')}
          </h2>
          {deposit ? (
            <UsdtAddress start={deposit} t={t} lang={lang} headingLevel={3} onSimulated={() => void afterSimulated()}>
              <button type="button" className="btn btn-ghost" onClick={closeDeposit}>
                {t('settlement.newTopUp')}
              </button>
            </UsdtAddress>
          ) : (
            <TopUpForm t={t} lang={lang} onStarted={started} />
          )}
        </section>

        <section className="card settlement-history" aria-labelledby="history-title" aria-busy={loading}>
          <h2 id="history-title" ref={historyTitle} tabIndex={-1} className="settlement-section-title">
            {t('settlement.history')}
          </h2>
          <LoadState
            {...load}
            loading={false}
            t={t}
            empty={history.total === 0}
            emptyText={t('account.empty.settlement')}
          >
            <LedgerList lines={history.list} currency={data.currency} t={t} lang={lang} home={home} />
          </LoadState>
          <Pager
            page={page}
            pages={pages}
            label={t('settlement.pagerLabel')}
            t={t}
            onPage={(p) => {
              setPage(p);
              historyTitle.current?.focus();
            }}
          />
        </section>
      </div>
      <Withdrawals t={t} lang={lang} onChanged={() => void retry()} />
      <InvoiceList t={t} lang={lang} />
    </div>
  );
}
