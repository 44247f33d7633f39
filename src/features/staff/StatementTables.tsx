import { formatPrice } from '~/shared/money';
import type { AnswerOf } from '~/shared/api/client';
import type { ScreenProps } from './StaffFrame';
import { mayOpen, recordHref } from './staff';

type Statement = AnswerOf<'/api/staff/affiliates/statement', 'get'>;

/** A statement's two tables: the totals per currency, then each order with its commission (cards on a phone). */
export function StatementTables({ t, lang, locale, me, s }: ScreenProps & { s: Statement }) {
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(s.rateBp / 10_000);
  return (
    <>
      <table className="staff-table staff-statement-totals">
        <caption>{t('staff.statements.totals', { rate: percent })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.statements.currency')}</th>
            <th scope="col">{t('staff.statements.orders')}</th>
            <th scope="col">{t('staff.statements.amount')}</th>
            <th scope="col">{t('staff.statements.commission')}</th>
          </tr>
        </thead>
        <tbody>
          {s.totals.map((x) => (
            <tr key={x.currency}>
              <th scope="row" data-label={t('staff.statements.currency')} translate="no">
                {x.currency}
              </th>
              <td data-label={t('staff.statements.orders')} className="staff-num">
                {new Intl.NumberFormat(lang).format(x.orders)}
              </td>
              <td data-label={t('staff.statements.amount')} className="staff-num">
                {formatPrice(x.amount, x.currency, lang)}
              </td>
              <td data-label={t('staff.statements.commission')} className="staff-num">
                <strong>{formatPrice(x.commission, x.currency, lang)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="staff-table staff-statement-orders">
        <caption>{t('staff.statements.ordersTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.statements.order')}</th>
            <th scope="col">{t('staff.statements.merchant')}</th>
            <th scope="col">{t('staff.statements.paidAt')}</th>
            <th scope="col">{t('staff.statements.amount')}</th>
            <th scope="col">{t('staff.statements.commission')}</th>
          </tr>
        </thead>
        <tbody>
          {s.orders.map((o) => (
            <tr key={o.id}>
              <td data-label={t('staff.statements.order')}>
                {mayOpen(me.role, 'order') ? (
                  <a href={recordHref(locale, 'order', o.id)} className="staff-mono" dir="ltr" translate="no">
                    {o.orderNo}
                  </a>
                ) : (
                  <span className="staff-mono" dir="ltr" translate="no">
                    {o.orderNo}
                  </span>
                )}
              </td>
              <td data-label={t('staff.statements.merchant')}>
                <span dir="auto">{o.merchant}</span>
              </td>
              <td data-label={t('staff.statements.paidAt')}>
                <time dateTime={o.paidAt}>{when.format(new Date(o.paidAt))}</time>
              </td>
              <td data-label={t('staff.statements.amount')} className="staff-num">
                {formatPrice(o.amount, o.currency, lang)}
              </td>
              <td data-label={t('staff.statements.commission')} className="staff-num">
                {formatPrice(o.commission, o.currency, lang)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
