import { useState } from 'react';
import { formatPrice } from '~/shared/money';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { getLocale } from '../../../i18n/locales';
import { BarChart } from './BarChart';
import { ScreenHead } from './ScreenHead';
import type { ScreenProps } from './StaffFrame';
import { PasskeysPanel } from './PasskeysPanel';
import { ageOf, mayOpen, type StaffScreen, staffHref } from './staff';
import { staffApi } from './staffApi';
import type { QueueName } from './types';

const queueKeys = {
  review: 'staff.queue.review',
  contact: 'staff.queue.contact',
  affiliates: 'staff.queue.affiliates',
  provisioning: 'staff.queue.provisioning',
} as const satisfies Record<QueueName, string>;

/** The screen that works through each queue (sites being set up have none of their own). */
const queueScreens: Partial<Record<QueueName, StaffScreen>> = {
  review: 'review',
  contact: 'contact',
  affiliates: 'affiliates',
};

/** Today: the last 24 hours in figures, the queues waiting for staff, and 14 days in two charts. */
export function TodayScreen({ t, locale, lang, me }: ScreenProps) {
  const [loadedAt, setLoadedAt] = useState<number | null>(null);
  const load = useLoad(async () => {
    const data = await staffApi.get('/api/staff/today');
    setLoadedAt(Date.now());
    return data;
  }, []);
  const nf = new Intl.NumberFormat(lang);
  const time = new Intl.DateTimeFormat(lang, { timeStyle: 'short' });
  const rtl = getLocale(locale).dir === 'rtl';
  const data = load.data;

  return (
    <div className="staff-screen">
      <ScreenHead title={t('staff.today.title')}>
        {loadedAt !== null && (
          <p className="staff-updated" aria-live="polite">
            {t('staff.updatedAt', { time: time.format(loadedAt) })}
          </p>
        )}
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void load.retry()}
          disabled={load.loading}
          aria-busy={load.loading}
        >
          {t('staff.refresh')}
        </button>
      </ScreenHead>
      <LoadState {...load} loading={load.loading && !data} t={t}>
        {data && (
          <>
            <section className="staff-section" aria-labelledby="today-24h">
              <h2 id="today-24h">{t('staff.today.last24h', { hours: 24 })}</h2>
              <dl className="staff-figures">
                <div className="card staff-figure">
                  <dt>{t('staff.today.registrations')}</dt>
                  <dd>{nf.format(data.registrations)}</dd>
                </div>
                <div className="card staff-figure">
                  <dt>{t('staff.today.ordersPaid')}</dt>
                  <dd>{nf.format(data.ordersPaid)}</dd>
                </div>
                <div className="card staff-figure">
                  <dt>{t('staff.today.sitesLive')}</dt>
                  <dd>{nf.format(data.sitesLive)}</dd>
                </div>
                <div className="card staff-figure">
                  <dt>{t('staff.today.money')}</dt>
                  {data.money.length === 0 ? (
                    <dd className="staff-figure-none">{t('staff.today.noMoney')}</dd>
                  ) : (
                    data.money.map((m) => (
                      <dd key={m.currency} className="staff-money">
                        {formatPrice(m.amount, m.currency, lang)}
                      </dd>
                    ))
                  )}
                </div>
              </dl>
            </section>

            <section className="staff-section" aria-labelledby="today-queues">
              <h2 id="today-queues">{t('staff.today.queues')}</h2>
              <ul className="staff-queues">
                {data.queues.map((q) => (
                  <li key={q.name} className={`card staff-queue${q.count > 0 ? ' is-waiting' : ''}`}>
                    <h3 className="staff-queue-name">
                      {queueScreens[q.name] && mayOpen(me.role, queueScreens[q.name]!) ? (
                        <a href={staffHref(locale, queueScreens[q.name]!)}>{t(queueKeys[q.name])}</a>
                      ) : (
                        t(queueKeys[q.name])
                      )}
                    </h3>
                    <p className="staff-queue-count">{nf.format(q.count)}</p>
                    <p className="staff-queue-age">
                      {q.oldestAt && q.count > 0 ? (
                        <time dateTime={q.oldestAt}>
                          {t('staff.queue.oldest', { age: ageOf(q.oldestAt, Date.now(), lang) })}
                        </time>
                      ) : (
                        t('staff.queue.none')
                      )}
                    </p>
                  </li>
                ))}
              </ul>
            </section>

            <section className="staff-section" aria-labelledby="today-days">
              <h2 id="today-days">{t('staff.today.days', { days: data.daily.length })}</h2>
              <div className="staff-charts">
                <BarChart
                  t={t}
                  lang={lang}
                  rtl={rtl}
                  title={t('staff.chart.registrations')}
                  days={data.daily.map((d) => d.day)}
                  values={data.daily.map((d) => d.registrations)}
                />
                <BarChart
                  t={t}
                  lang={lang}
                  rtl={rtl}
                  title={t('staff.chart.ordersPaid')}
                  days={data.daily.map((d) => d.day)}
                  values={data.daily.map((d) => d.ordersPaid)}
                />
              </div>
            </section>
          </>
        )}
      </LoadState>
      {/* Everyone's own passkeys: administrators keep theirs on the Staff screen, beside the team. */}
      {me.role !== 'admin' && <PasskeysPanel t={t} lang={lang} me={me} />}
    </div>
  );
}
