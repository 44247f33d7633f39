import { useEffect, useMemo, useRef, useState } from 'react';
import { formatPrice } from '~/shared/money';
import { LoadState } from '~/ui/LoadState';
import { Field } from '~/ui/Field';
import { useLoad } from '~/ui/useLoad';
import { recentWeeks } from '~/shared/isoWeek';
import { ReasonDialog } from './ReasonDialog';
import { StatementTables } from './StatementTables';
import type { ScreenProps } from './StaffFrame';
import { ADMIN_ROLE } from './staff';
import { staffApi } from './staffApi';
import type { AnswerOf } from '~/shared/api/client';
import './statements.css';

type AffiliateStatement = AnswerOf<'/api/staff/affiliates/statement', 'get'>;

/** Weeks the picker offers, newest first: about half a year. */
const WEEKS = 26;

/** The address keeps the choice (`?view=statements&affiliate=3&week=2026-W47`), so a reload shows the same statement. */
function fromAddress() {
  const q = new URLSearchParams(window.location.search);
  const id = Number(q.get('affiliate'));
  return { affiliateId: Number.isInteger(id) && id > 0 ? id : null, week: q.get('week') };
}

/**
 * An affiliate's weekly statement (src/server/staff/affiliateStatements.ts): the attributed
 * merchants' orders paid in the ISO week and the commission per currency; finance marks an
 * ended week settled once, with a reference and a reason, after which it is frozen.
 */
export function StatementsPanel({ t, lang, locale, me }: ScreenProps) {
  const weeks = useMemo(() => recentWeeks(new Date(), WEEKS), []);
  const start = useMemo(fromAddress, []);
  const [affiliateId, setAffiliateId] = useState<number | null>(start.affiliateId);
  // Last week by default: the newest one that can be settled.
  const [week, setWeek] = useState(
    weeks.some((w) => w.week === start.week) ? start.week! : (weeks[1] ?? weeks[0]!).week,
  );
  const partners = useLoad(() => staffApi.get('/api/staff/affiliates/partners'), []);
  const statement = useLoad(
    async () =>
      affiliateId === null ? null : staffApi.get('/api/staff/affiliates/statement', { query: { affiliateId, week } }),
    [affiliateId, week],
  );
  const [settling, setSettling] = useState<AffiliateStatement | null>(null);
  const [reference, setReference] = useState('');
  const [notice, setNotice] = useState<{ text: string; kind: 'success' | 'error' } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const day = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const percent = (bp: number) =>
    new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
  const maySettle = me.role === ADMIN_ROLE || me.role === 'finance';

  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    q.set('view', 'statements');
    if (affiliateId === null) q.delete('affiliate');
    else q.set('affiliate', String(affiliateId));
    q.set('week', week);
    window.history.replaceState(null, '', `${window.location.pathname}?${q}`);
  }, [affiliateId, week]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  function done(text: string, kind: 'success' | 'error') {
    setSettling(null);
    setNotice({ text, kind });
    void statement.retry();
  }

  const list = partners.data?.list ?? [];
  const chosen = list.find((p) => p.id === affiliateId) ?? null;
  const s = statement.data;

  return (
    <section className="staff-section staff-statements" aria-labelledby="statements-title">
      <h2 id="statements-title">{t('staff.statements.title')}</h2>
      {partners.data && (
        <p className="staff-lead">{t('staff.statements.lead', { rate: percent(partners.data.rateBp) })}</p>
      )}
      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          className={notice.kind === 'error' ? 'form-alert' : 'form-success'}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      <div className="card staff-filters">
        <LoadState
          {...partners}
          loading={partners.loading && !partners.data}
          t={t}
          empty={partners.data?.list.length === 0}
          emptyText={t('staff.statements.noPartners')}
        >
          <div className="staff-filter-fields">
            <div className="field">
              <label htmlFor="statement-affiliate">{t('staff.statements.affiliate')}</label>
              <select
                id="statement-affiliate"
                value={affiliateId ?? ''}
                onChange={(e) => {
                  setAffiliateId(e.target.value ? Number(e.target.value) : null);
                  setNotice(null);
                }}
              >
                <option value="">{t('staff.statements.chooseAffiliate')}</option>
                {list.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} · {p.code}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="statement-week">{t('staff.statements.week')}</label>
              <select
                id="statement-week"
                value={week}
                onChange={(e) => {
                  setWeek(e.target.value);
                  setNotice(null);
                }}
              >
                {weeks.map((w, i) => {
                  // The range's last day is Sunday: the week ends at the next Monday's first moment.
                  // The week's code isolated left to right, so a right-to-left page keeps it whole.
                  const label = `\u2066${w.week}\u2069 · ${day.formatRange(w.from, new Date(w.to.getTime() - 1))}`;
                  return (
                    <option key={w.week} value={w.week}>
                      {i === 0 ? t('staff.statements.weekCurrent', { label }) : label}
                    </option>
                  );
                })}
              </select>
            </div>
          </div>
          {chosen && (
            <dl className="staff-event-fields staff-statement-who">
              <div>
                <dt>{t('staff.statements.code')}</dt>
                <dd className="staff-mono" dir="ltr" translate="no">
                  {chosen.code}
                </dd>
              </div>
              <div>
                <dt>{t('staff.statements.merchants')}</dt>
                <dd>{new Intl.NumberFormat(lang).format(chosen.merchants)}</dd>
              </div>
            </dl>
          )}
        </LoadState>
      </div>

      {affiliateId !== null && (
        <div className="staff-statement" aria-busy={statement.loading} aria-live="polite">
          <LoadState {...statement} loading={statement.loading && !s} t={t}>
            {s && (
              <>
                <p className={`staff-statement-state${s.settled ? ' is-settled' : ''}`}>
                  {s.settled
                    ? t('staff.statements.settledBy', { who: s.settled.by, when: when.format(new Date(s.settled.at)) })
                    : s.ended
                      ? t('staff.statements.ended')
                      : t('staff.statements.open', { when: when.format(new Date(s.to)) })}
                </p>
                {s.settled && (
                  <dl className="staff-event-fields">
                    <div>
                      <dt>{t('staff.statements.reference')}</dt>
                      <dd dir="auto" className="staff-break">
                        {s.settled.reference ?? <span className="staff-muted">—</span>}
                      </dd>
                    </div>
                    <div>
                      <dt>{t('staff.resolve.reason')}</dt>
                      <dd dir="auto" className="staff-break">
                        {s.settled.reason}
                      </dd>
                    </div>
                  </dl>
                )}
                {s.orders.length === 0 ? (
                  <p className="load-state load-empty">{t('staff.statements.empty')}</p>
                ) : (
                  <StatementTables {...{ t, lang, locale, me }} s={s} />
                )}
                {!s.settled && (
                  <div className="staff-form-actions">
                    {!s.ended ? (
                      <p className="staff-muted">{t('staff.statements.notYet')}</p>
                    ) : !maySettle ? (
                      <p className="staff-muted">{t('staff.statements.financeOnly')}</p>
                    ) : (
                      s.orders.length > 0 && (
                        <button
                          type="button"
                          className="btn"
                          onClick={() => {
                            setReference('');
                            setSettling(s);
                          }}
                        >
                          {t('staff.statements.markSettled')}
                        </button>
                      )
                    )}
                  </div>
                )}
              </>
            )}
          </LoadState>
        </div>
      )}

      {settling && (
        <ReasonDialog
          t={t}
          message={t('staff.statements.confirm', { week: settling.week, name: settling.affiliate.name })}
          note={
            <p>
              {t('staff.statements.confirmNote', {
                amounts: settling.totals.map((x) => formatPrice(x.commission, x.currency, lang)).join(', '),
              })}
            </p>
          }
          confirmLabel={t('staff.statements.markSettled')}
          send={async (reason) =>
            (
              await staffApi.reply('/api/staff/affiliates/settle', {
                body: {
                  affiliateId: settling.affiliate.id,
                  week: settling.week,
                  reason,
                  ...(reference.trim() ? { reference: reference.trim() } : {}),
                },
              })
            ).msg || t('staff.statements.settledDone')
          }
          onClose={() => setSettling(null)}
          onDone={(text) => done(text, 'success')}
          onConflict={(text) => done(text, 'error')}
        >
          <Field label={t('staff.statements.reference')} hint={t('staff.statements.referenceHint')}>
            <input
              name="reference"
              maxLength={200}
              autoComplete="off"
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              data-autofocus
            />
          </Field>
        </ReasonDialog>
      )}
    </section>
  );
}
