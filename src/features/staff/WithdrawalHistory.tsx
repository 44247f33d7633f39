import { asKey, type Translate } from '~/shared/messageKey';
import { formatPrice } from '~/shared/money';
import { Address } from './WithdrawalParts';
import type { WithdrawalDetailAnswer } from './withdrawals';

type Merchant = WithdrawalDetailAnswer['merchant'];

/** A ledger kind in words where the catalog has them (`settlement.kind.*`), else as the API names it. */
function kindName(t: Translate, kind: string): string {
  const key = asKey(`settlement.kind.${kind}`);
  const text = t(key);
  return text === key ? kind : text;
}

/**
 * What finance weighs besides the request itself, as the API gives it: the account's age and
 * balance, how its money came in (ledger totals by kind), address changes of the last 30 days,
 * earlier withdrawals and the latest balance lines.
 */
export function MerchantHistory({ t, lang, m }: { t: Translate; lang: string; m: Merchant }) {
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const money = (v: string) => formatPrice(v, 'USDT', lang);
  return (
    <section className="card wd-card" aria-labelledby="wd-merchant">
      <h2 id="wd-merchant" className="staff-card-title">
        {t('staff.withdrawals.merchantHistory')}
      </h2>
      <dl className="wd-facts">
        <dt>{t('staff.withdrawals.accountAge')}</dt>
        <dd>
          {new Intl.NumberFormat(lang, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(m.accountAgeDays)} ·{' '}
          <time dateTime={m.createdAt}>{when.format(new Date(m.createdAt))}</time>
        </dd>
        <dt>{t('staff.withdrawals.available')}</dt>
        <dd>{money(m.available)}</dd>
        <dt>{t('staff.withdrawals.held')}</dt>
        <dd>{money(m.held)}</dd>
      </dl>

      <h3 className="wd-subtitle">{t('staff.withdrawals.moneyIn')}</h3>
      {m.moneyIn.length === 0 ? (
        <p className="staff-none">{t('staff.withdrawals.noMoneyIn')}</p>
      ) : (
        <table className="staff-table wd-small-table">
          <caption className="visually-hidden">{t('staff.withdrawals.moneyIn')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staff.withdrawals.col.kind')}</th>
              <th scope="col">{t('staff.withdrawals.col.total')}</th>
              <th scope="col">{t('staff.withdrawals.col.entries')}</th>
            </tr>
          </thead>
          <tbody>
            {m.moneyIn.map((k) => (
              <tr key={k.kind}>
                <td data-label={t('staff.withdrawals.col.kind')}>{kindName(t, k.kind)}</td>
                <td data-label={t('staff.withdrawals.col.total')} className="staff-num">
                  {formatPrice(k.amount, 'USDT', lang, { signed: true })}
                </td>
                <td data-label={t('staff.withdrawals.col.entries')} className="staff-num">
                  {new Intl.NumberFormat(lang).format(k.count)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h3 className="wd-subtitle">{t('staff.withdrawals.addressChanges')}</h3>
      {m.addressChanges.length === 0 ? (
        <p className="staff-none">{t('staff.withdrawals.noAddressChanges')}</p>
      ) : (
        <ul className="wd-list">
          {m.addressChanges.map((c) => (
            <li key={`${c.address}-${c.change}-${c.at}`}>
              <span className="wd-step">{t(asKey(`staff.withdrawals.change.${c.change}`))}</span> ·{' '}
              <time dateTime={c.at}>{when.format(new Date(c.at))}</time> · <span dir="auto">{c.label}</span> ·{' '}
              <span dir="ltr" translate="no">
                {c.network}
              </span>
              <Address value={c.address} />
            </li>
          ))}
        </ul>
      )}

      <h3 className="wd-subtitle">{t('staff.withdrawals.previous')}</h3>
      {m.previousWithdrawals.length === 0 ? (
        <p className="staff-none">{t('staff.withdrawals.noPrevious')}</p>
      ) : (
        <ul className="wd-list">
          {m.previousWithdrawals.map((p) => (
            <li key={p.id}>
              <a href={`./?id=${p.id}`}>{t('staff.withdrawals.number', { id: p.id })}</a> · <bdi>{money(p.amount)}</bdi>{' '}
              · {t(asKey(`staff.withdrawals.status.${p.status}`))} ·{' '}
              <time dateTime={p.requestedAt}>{when.format(new Date(p.requestedAt))}</time>
            </li>
          ))}
        </ul>
      )}

      <h3 className="wd-subtitle">{t('staff.withdrawals.recentLedger')}</h3>
      {m.recentLedger.length === 0 ? (
        <p className="staff-none">{t('staff.withdrawals.noLedger')}</p>
      ) : (
        <ul className="wd-list">
          {m.recentLedger.map((l) => (
            <li key={l.id}>
              {kindName(t, l.kind)} · <bdi>{formatPrice(l.amount, 'USDT', lang, { signed: true })}</bdi> ·{' '}
              <time dateTime={l.at}>{when.format(new Date(l.at))}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
