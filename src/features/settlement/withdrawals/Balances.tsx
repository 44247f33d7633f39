import { api } from '~/stores/api';
import { useLoad } from '~/ui/useLoad';
import { USDT } from '~/ui/checkout/usdt';
import { formatPrice } from '~/shared/money';
import type { Translate } from '~/shared/messageKey';
import './balances.css';

interface Props {
  t: Translate;
  lang: string;
  /** Settlement's balance: when it moves (a hold, a release, a top-up) the figures are read again. */
  version: string;
}

/** Available, held in withdrawals, and their total, under the balance (GET /api/withdrawals/quote). */
export function WithdrawBalances({ t, lang, version }: Props) {
  const load = useLoad(() => api.get('/api/withdrawals/quote', { toastError: false }), [version]);
  const q = load.data;
  if (!q) {
    if (!load.failed) return null;
    return (
      <p className="settlement-stat-hint" role="alert">
        {t('settlement.withdraw.balancesFailed')}{' '}
        <button type="button" className="btn-link" onClick={() => void load.retry()}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  const money = (a: string) => formatPrice(a, USDT, lang);
  return (
    <dl className="wd-balances" aria-busy={load.loading}>
      <div>
        <dt>{t('settlement.withdraw.available')}</dt>
        <dd data-testid="balance-available">{money(q.available)}</dd>
      </div>
      <div>
        <dt>{t('settlement.withdraw.held')}</dt>
        <dd data-testid="balance-held">{money(q.held)}</dd>
      </div>
      <div>
        <dt>{t('settlement.withdraw.total')}</dt>
        <dd data-testid="balance-total">{money(q.total)}</dd>
      </div>
    </dl>
  );
}
