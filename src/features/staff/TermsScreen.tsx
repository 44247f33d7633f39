import { useEffect, useRef, useState } from 'react';
import type { Translate } from '~/shared/messageKey';
import { Field } from '~/ui/Field';
import { LoadState } from '~/ui/LoadState';
import { Pager } from '~/ui/Pager';
import { useLoad } from '~/ui/useLoad';
import { ReasonDialog } from './ReasonDialog';
import { ScreenHead } from './ScreenHead';
import type { ScreenProps } from './StaffFrame';
import { mayOpen, recordHref } from './staff';
import { staffApi } from './staffApi';
import {
  extendedEnd,
  mayExtend,
  nextDateOf,
  parseDays,
  TERMS_PAGE_SIZE,
  type TermRow,
  type TermWindow,
  termWindows,
  windowFromSearch,
} from './terms';
import './terms.css';

/**
 * Sites whose term ends soon or has ended (issue 30), soonest first, for support and finance:
 * a window of 7, 30 or 90 days, each site with its merchant, its end and its state; support
 * extends a term by whole days with a reason (audited), and the row shows the term after.
 */
export function TermsScreen({ t, lang, locale, me }: ScreenProps) {
  const [days, setDays] = useState<TermWindow>(() => windowFromSearch(window.location.search));
  const [page, setPage] = useState(1);
  const load = useLoad(
    () => staffApi.get('/api/staff/terms', { query: { days, page, pageSize: TERMS_PAGE_SIZE } }),
    [days, page],
  );
  // Rows extended here since the page loaded: the answer of the extension, shown in place.
  const [after, setAfter] = useState<Record<number, TermRow>>({});
  const [extending, setExtending] = useState<TermRow | null>(null);
  const [notice, setNotice] = useState<{ text: string; kind: 'success' | 'error' } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const listTitle = useRef<HTMLHeadingElement>(null);
  const data = load.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / TERMS_PAGE_SIZE)) : 1;
  const dateOf = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  const date = (iso: string) => dateOf.format(new Date(iso));
  const period = (n: number) =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(n);
  const listName = t('staff.terms.list', { period: period(days) });
  const canExtend = mayExtend(me.role);
  const seesMerchants = mayOpen(me.role, 'merchant');

  useEffect(() => {
    const q = days === 30 ? '' : `?days=${days}`;
    window.history.replaceState(window.history.state, '', window.location.pathname + q);
  }, [days]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  // A new load shows the server's rows again.
  useEffect(() => {
    if (data) setAfter({});
  }, [data]);

  function choose(next: TermWindow) {
    setDays(next);
    setPage(1);
    setNotice(null);
  }

  return (
    <div className="staff-screen">
      <ScreenHead title={t('staff.terms.title')} lead={t('staff.terms.lead')}>
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
      <fieldset className="terms-windows">
        <legend>{t('staff.terms.within')}</legend>
        <div className="terms-window-buttons">
          {termWindows.map((d) => (
            <button key={d} type="button" className="terms-window" aria-pressed={d === days} onClick={() => choose(d)}>
              {period(d)}
            </button>
          ))}
        </div>
      </fieldset>
      <section className="staff-section" aria-labelledby="terms-list" aria-busy={load.loading}>
        <h2 id="terms-list" ref={listTitle} tabIndex={-1} className="visually-hidden">
          {listName}
        </h2>
        <LoadState
          {...load}
          loading={load.loading && !data}
          t={t}
          empty={data?.total === 0}
          emptyText={t('staff.terms.empty')}
        >
          {data && (
            <table className="staff-table terms-table">
              <caption className="visually-hidden">{listName}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff.terms.col.site')}</th>
                  <th scope="col">{t('staff.terms.col.merchant')}</th>
                  <th scope="col">{t('sites.term.paidUntil')}</th>
                  <th scope="col">{t('staff.terms.col.state')}</th>
                  {canExtend && (
                    <th scope="col">
                      <span className="visually-hidden">{t('staff.col.actions')}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {data.list.map((row) => {
                  const s = after[row.siteId] ?? row;
                  return (
                    <tr key={s.siteId}>
                      <td data-label={t('staff.terms.col.site')}>
                        <span className="terms-cell">
                          <span className="terms-site" dir="auto" translate="no">
                            {s.siteName}
                          </span>
                          <span className="staff-muted">{t('staff.terms.siteNumber', { id: s.siteId })}</span>
                        </span>
                      </td>
                      <td data-label={t('staff.terms.col.merchant')}>
                        <span className="terms-cell">
                          {seesMerchants ? (
                            <a href={recordHref(locale, 'merchant', s.userId)} dir="auto" translate="no">
                              {s.account}
                            </a>
                          ) : (
                            <span dir="auto" translate="no">
                              {s.account}
                            </span>
                          )}
                          <span className="staff-muted terms-email" dir="ltr" translate="no">
                            {s.email}
                          </span>
                        </span>
                      </td>
                      <td data-label={t('sites.term.paidUntil')} className="staff-num">
                        <time dateTime={s.paidUntil}>{date(s.paidUntil)}</time>
                      </td>
                      <td data-label={t('staff.terms.col.state')}>
                        <TermStateCell t={t} row={s} date={date} />
                      </td>
                      {canExtend && (
                        <td className="staff-actions">
                          <button type="button" className="btn btn-ghost btn-small" onClick={() => setExtending(s)}>
                            {t('staff.terms.extend')}
                            <span className="visually-hidden"> – {s.siteName}</span>
                          </button>
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </LoadState>
        <Pager
          page={page}
          pages={pages}
          label={t('staff.terms.pager')}
          t={t}
          onPage={(p) => {
            setPage(p);
            listTitle.current?.focus();
          }}
        />
      </section>
      {extending && (
        <ExtendDialog
          t={t}
          row={extending}
          date={date}
          onClose={() => setExtending(null)}
          onDone={(row, text) => {
            setExtending(null);
            setAfter((a) => ({ ...a, [row.siteId]: row }));
            setNotice({ text, kind: 'success' });
          }}
          onConflict={(text) => {
            setExtending(null);
            setNotice({ text, kind: 'error' });
            void load.retry();
          }}
        />
      )}
    </div>
  );
}

/** A term's state in words, with the day it moves next (offline on…, released on…). */
function TermStateCell({ t, row, date }: { t: Translate; row: TermRow; date: (iso: string) => string }) {
  const next = nextDateOf(row);
  const label = {
    active: t('sites.term.active'),
    grace: t('staff.terms.state.grace'),
    suspended: t('staff.terms.state.suspended'),
    released: t('sites.term.released'),
  }[row.term];
  return (
    <span className="terms-cell">
      <span className={`terms-state is-${row.term}`}>{label}</span>
      {next && (
        <span className="staff-muted">
          {t(row.term === 'grace' ? 'staff.terms.suspendsOn' : 'staff.terms.releasesOn', { date: date(next) })}
        </span>
      )}
    </span>
  );
}

interface ExtendProps {
  t: Translate;
  row: TermRow;
  date: (iso: string) => string;
  onClose: () => void;
  onDone: (row: TermRow, message: string) => void;
  onConflict: (message: string) => void;
}

/** Extend one term: the days to add and the reason the audit log keeps; the new end shows as the days are typed. */
function ExtendDialog({ t, row, date, onClose, onDone, onConflict }: ExtendProps) {
  const [days, setDays] = useState('');
  const [daysError, setDaysError] = useState('');
  // The term after the extension, as the server answered it (read once the dialog is done).
  const answer = useRef<TermRow | null>(null);
  const n = parseDays(days);
  return (
    <ReasonDialog
      t={t}
      message={t('staff.terms.confirm', { site: row.siteName })}
      note={<p>{t('staff.terms.note', { date: date(row.paidUntil) })}</p>}
      confirmLabel={t('staff.terms.extend')}
      check={() => {
        setDaysError(n === null ? t('staff.terms.daysInvalid') : '');
        return n !== null;
      }}
      onFieldError={(path, message) => {
        if (path !== 'days') return false;
        setDaysError(message);
        return true;
      }}
      send={async (reason) => {
        const r = await staffApi.reply('/api/staff/terms/extend', {
          body: { siteId: row.siteId, days: n!, reason, paidUntil: row.paidUntil },
        });
        answer.current = r.data;
        return r.msg || t('staff.terms.extended');
      }}
      onClose={onClose}
      onDone={(text) => onDone(answer.current ?? row, text)}
      onConflict={onConflict}
    >
      <Field label={t('staff.terms.days')} hint={t('staff.terms.daysHint')} error={daysError}>
        <input
          name="days"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          dir="ltr"
          value={days}
          onChange={(e) => setDays(e.target.value)}
          data-autofocus
        />
      </Field>
      <p className="terms-new-end" aria-live="polite">
        {n !== null && t('staff.terms.newEnd', { date: date(extendedEnd(row.paidUntil, n).toISOString()) })}
      </p>
    </ReasonDialog>
  );
}
