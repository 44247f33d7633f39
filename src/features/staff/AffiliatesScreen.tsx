import { type ReactNode, useEffect, useRef, useState } from 'react';
import { LoadState } from '~/ui/LoadState';
import { Pager } from '~/ui/Pager';
import { useLoad } from '~/ui/useLoad';
import { ReasonDialog } from './ReasonDialog';
import { StatementsPanel } from './StatementsPanel';
import { ScreenHead } from './ScreenHead';
import type { ScreenProps } from './StaffFrame';
import {
  ADMIN_ROLE,
  AFFILIATE_PAGE_SIZE,
  AFFILIATE_PROMISE_HOURS,
  ageOf,
  deadlineTone,
  durationText,
  staffHref,
} from './staff';
import { staffApi } from './staffApi';
import type { AffiliateApplication, AffiliateStatus } from './types';

const statusKeys = {
  pending: 'staff.affiliates.pending',
  approved: 'staff.affiliates.approved',
  rejected: 'staff.affiliates.rejected',
} as const satisfies Record<AffiliateStatus, string>;

/**
 * The affiliates screen: applications (support) and the weekly statements (support and finance),
 * two views of one page (`?view=statements`); finance, who may not read applications, sees the
 * statements alone.
 */
export function AffiliatesScreen(props: ScreenProps) {
  const { t, me, locale } = props;
  const applications = me.role === ADMIN_ROLE || me.role === 'support';
  const wanted = new URLSearchParams(window.location.search).get('view') === 'statements';
  const view = wanted || !applications ? 'statements' : 'applications';
  const base = staffHref(locale, 'affiliates');
  const views = applications && (
    <nav className="staff-views" aria-label={t('staff.affiliates.views')}>
      <a href={base} aria-current={view === 'applications' ? 'page' : undefined}>
        {t('staff.affiliates.applications')}
      </a>
      <a href={`${base}?view=statements`} aria-current={view === 'statements' ? 'page' : undefined}>
        {t('staff.statements.tab')}
      </a>
    </nav>
  );
  if (view === 'applications') return <ApplicationsView {...props} views={views} />;
  return (
    <div className="staff-screen">
      <ScreenHead
        title={t('staff.affiliates.title')}
        lead={t('staff.affiliates.lead', { hours: new Intl.NumberFormat(props.lang).format(AFFILIATE_PROMISE_HOURS) })}
      />
      {views}
      <StatementsPanel {...props} />
    </div>
  );
}

/**
 * Affiliate applications: pending ones first by their 48-hour promise (the time left, or how
 * late, said first), then approved and rejected; each decided once, with a reason. Another
 * person deciding first (409) is said and the list read again.
 */
function ApplicationsView({ t, lang, views }: ScreenProps & { views: ReactNode }) {
  const [status, setStatus] = useState<AffiliateStatus>('pending');
  const [page, setPage] = useState(1);
  const load = useLoad(
    () => staffApi.get('/api/staff/affiliates', { query: { status, page, pageSize: AFFILIATE_PAGE_SIZE } }),
    [status, page],
  );
  const [deciding, setDeciding] = useState<{ app: AffiliateApplication; decision: 'approve' | 'reject' } | null>(null);
  const [notice, setNotice] = useState<{ text: string; kind: 'success' | 'error' } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const listTitle = useRef<HTMLHeadingElement>(null);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const data = load.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / AFFILIATE_PAGE_SIZE)) : 1;

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  function settled(text: string, kind: 'success' | 'error') {
    setDeciding(null);
    setNotice({ text, kind });
    void load.retry();
  }

  return (
    <div className="staff-screen">
      <ScreenHead
        title={t('staff.affiliates.title')}
        lead={t('staff.affiliates.lead', { hours: new Intl.NumberFormat(lang).format(AFFILIATE_PROMISE_HOURS) })}
      >
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
      {views}
      <fieldset className="staff-toggle">
        <legend className="visually-hidden">{t('staff.affiliates.show')}</legend>
        {(['pending', 'approved', 'rejected'] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={status === k}
            onClick={() => {
              setStatus(k);
              setPage(1);
              setNotice(null);
            }}
          >
            {t(statusKeys[k])}
          </button>
        ))}
      </fieldset>
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
      <section className="staff-section" aria-labelledby="affiliate-list" aria-busy={load.loading}>
        <h2 id="affiliate-list" ref={listTitle} tabIndex={-1} className="visually-hidden">
          {t(statusKeys[status])}
        </h2>
        <LoadState
          {...load}
          loading={load.loading && !data}
          t={t}
          empty={data?.total === 0}
          emptyText={t('staff.affiliates.empty')}
        >
          {data && (
            <ul className="staff-cards">
              {data.list.map((a) => {
                const tone = deadlineTone(a.minutesLeft);
                return (
                  <li key={a.id} className="card staff-message">
                    <article aria-labelledby={`affiliate-${a.id}`}>
                      <header className="staff-message-head">
                        <h3 id={`affiliate-${a.id}`} className="staff-message-name" dir="auto">
                          {a.name}
                        </h3>
                        {a.status === 'pending' ? (
                          <p className={`staff-deadline is-${tone}`}>
                            <time dateTime={a.reviewBy} title={when.format(new Date(a.reviewBy))}>
                              {t(tone === 'overdue' ? 'staff.affiliates.overdue' : 'staff.affiliates.left', {
                                time: durationText(a.minutesLeft, lang),
                              })}
                            </time>
                          </p>
                        ) : (
                          <span className={`staff-badge${a.status === 'approved' ? '' : ' is-off'}`}>
                            {t(statusKeys[a.status])}
                          </span>
                        )}
                      </header>
                      <dl className="staff-event-fields">
                        <div>
                          <dt>{t('staff.affiliates.contact')}</dt>
                          <dd dir="auto" className="staff-break">
                            {a.contact}
                          </dd>
                        </div>
                        <div>
                          <dt>{t('staff.affiliates.channel')}</dt>
                          <dd dir="auto">{a.channel}</dd>
                        </div>
                        <div>
                          <dt>{t('staff.affiliates.sources')}</dt>
                          <dd dir="auto" className="staff-break">
                            {a.trafficSources ?? <span className="staff-muted">—</span>}
                          </dd>
                        </div>
                        <div>
                          <dt>{t('staff.affiliates.applied')}</dt>
                          <dd>
                            <time dateTime={a.createdAt} title={when.format(new Date(a.createdAt))}>
                              {ageOf(a.createdAt, Date.now(), lang)}
                            </time>
                          </dd>
                        </div>
                        {a.decidedBy && (
                          <div>
                            <dt>{t('staff.affiliates.decidedBy')}</dt>
                            <dd dir="auto">
                              {a.decidedBy}
                              {a.decisionReason && <span className="staff-muted">{a.decisionReason}</span>}
                            </dd>
                          </div>
                        )}
                      </dl>
                      {a.message && (
                        <p className="staff-message-text" dir="auto">
                          {a.message}
                        </p>
                      )}
                      {a.status === 'pending' && (
                        <div className="staff-form-actions">
                          <button
                            type="button"
                            className="btn btn-small"
                            onClick={() => setDeciding({ app: a, decision: 'approve' })}
                          >
                            {t('staff.affiliates.approve')}
                            <span className="visually-hidden"> {a.name}</span>
                          </button>
                          <button
                            type="button"
                            className="btn btn-ghost btn-small staff-danger-text"
                            onClick={() => setDeciding({ app: a, decision: 'reject' })}
                          >
                            {t('staff.affiliates.reject')}
                            <span className="visually-hidden"> {a.name}</span>
                          </button>
                        </div>
                      )}
                    </article>
                  </li>
                );
              })}
            </ul>
          )}
        </LoadState>
        <Pager
          page={page}
          pages={pages}
          label={t('staff.affiliates.pager')}
          t={t}
          onPage={(p) => {
            setPage(p);
            listTitle.current?.focus();
          }}
        />
      </section>
      {deciding && (
        <ReasonDialog
          t={t}
          tone={deciding.decision === 'reject' ? 'destructive' : 'default'}
          message={t(
            deciding.decision === 'approve' ? 'staff.affiliates.confirmApprove' : 'staff.affiliates.confirmReject',
            { name: deciding.app.name },
          )}
          note={<p>{t('staff.affiliates.mailNote')}</p>}
          confirmLabel={t(deciding.decision === 'approve' ? 'staff.affiliates.approve' : 'staff.affiliates.reject')}
          send={async (reason) =>
            (
              await staffApi.reply('/api/staff/affiliates/decide', {
                body: { id: deciding.app.id, decision: deciding.decision, reason },
              })
            ).msg || t('staff.decided')
          }
          onClose={() => setDeciding(null)}
          onDone={(text) => settled(text, 'success')}
          onConflict={(text) => settled(text, 'error')}
        />
      )}
    </div>
  );
}
