import { type SubmitEvent, useRef, useState } from 'react';
import { LoadState } from '~/ui/LoadState';
import { Pager } from '~/ui/Pager';
import { useLoad } from '~/ui/useLoad';
import { getLocale } from '../../../i18n/locales';
import { AuditChanges } from './AuditChanges';
import { ScreenHead } from './ScreenHead';
import type { ScreenProps } from './StaffFrame';
import { roleName } from './StaffShell';
import { AUDIT_PAGE_SIZE, auditQuery } from './staff';
import { staffApi } from './staffApi';
import type { AuditFilters } from './types';

const noFilters: AuditFilters = { staff: '', action: '', target: '', from: '', to: '' };
const filterNames = Object.keys(noFilters) as (keyof AuditFilters)[];

/** The filters in the address (`?staff=…&action=…`), so a filtered log can be linked and reloaded. */
function filtersFromUrl(): AuditFilters {
  if (typeof window === 'undefined') return noFilters;
  const q = new URLSearchParams(window.location.search);
  return Object.fromEntries(filterNames.map((n) => [n, q.get(n) ?? ''])) as unknown as AuditFilters;
}

function writeUrl(filters: AuditFilters) {
  const q = new URLSearchParams();
  for (const n of filterNames) if (filters[n]) q.set(n, filters[n]);
  const rest = q.toString();
  window.history.replaceState(window.history.state, '', window.location.pathname + (rest ? `?${rest}` : ''));
}

const labels = {
  staff: 'staff.audit.staff',
  action: 'staff.audit.action',
  target: 'staff.audit.target',
  from: 'staff.audit.from',
  to: 'staff.audit.to',
} as const;

/** The audit log: who did what to what, when, why, from where, and what it changed; filtered by a form. */
export function AuditScreen({ t, locale, lang }: ScreenProps) {
  const [applied, setApplied] = useState<AuditFilters>(filtersFromUrl);
  const [draft, setDraft] = useState<AuditFilters>(applied);
  const [page, setPage] = useState(1);
  const load = useLoad(
    () => staffApi.get('/api/staff/audit', { query: { ...auditQuery(applied), page, pageSize: AUDIT_PAGE_SIZE } }),
    [applied, page],
  );
  const title = useRef<HTMLHeadingElement>(null);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium' });
  const rtl = getLocale(locale).dir === 'rtl';
  const data = load.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / AUDIT_PAGE_SIZE)) : 1;
  const filtered = filterNames.some((n) => applied[n]);
  // The action filter matches a name exactly: the names already seen are offered as it is typed.
  const seenActions = useRef(new Set<string>());
  for (const e of data?.list ?? []) seenActions.current.add(e.action);

  function apply(next: AuditFilters) {
    setApplied(next);
    setPage(1);
    writeUrl(next);
  }
  function submit(e: SubmitEvent) {
    e.preventDefault();
    apply({ ...draft });
  }
  function clear() {
    setDraft(noFilters);
    apply(noFilters);
  }

  return (
    <div className="staff-screen">
      <ScreenHead title={t('staff.audit.title')} />
      <form className="card staff-filters" onSubmit={submit} aria-labelledby="audit-filters">
        <h2 id="audit-filters" className="staff-filters-title">
          {t('staff.audit.filters')}
        </h2>
        <div className="staff-filter-fields">
          {filterNames.map((n) => (
            <div className="field" key={n}>
              <label htmlFor={`audit-${n}`}>{t(labels[n])}</label>
              <input
                id={`audit-${n}`}
                name={n}
                type={n === 'from' || n === 'to' ? 'date' : 'search'}
                dir="auto"
                list={n === 'action' ? 'audit-actions' : undefined}
                value={draft[n]}
                onChange={(e) => setDraft((d) => ({ ...d, [n]: e.target.value }))}
              />
            </div>
          ))}
        </div>
        <datalist id="audit-actions">
          {[...seenActions.current].sort().map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <div className="staff-form-actions">
          <button type="submit" className="btn">
            {t('staff.audit.apply')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={clear} disabled={!filtered && draft === noFilters}>
            {t('staff.audit.clear')}
          </button>
        </div>
      </form>
      <section className="staff-section" aria-labelledby="audit-list" aria-busy={load.loading}>
        <h2 id="audit-list" ref={title} tabIndex={-1} className="visually-hidden">
          {t('staff.audit.listTitle')}
        </h2>
        <LoadState
          {...load}
          loading={load.loading && !data}
          t={t}
          empty={data?.total === 0}
          emptyText={t(filtered ? 'staff.audit.noMatch' : 'staff.audit.empty')}
        >
          {data && (
            <table className="staff-table staff-audit-table">
              <thead>
                <tr>
                  <th scope="col">{t('staff.audit.col.when')}</th>
                  <th scope="col">{t('staff.audit.col.who')}</th>
                  <th scope="col">{t('staff.audit.col.action')}</th>
                  <th scope="col">{t('staff.audit.col.target')}</th>
                  <th scope="col">{t('staff.audit.col.change')}</th>
                  <th scope="col">{t('staff.audit.col.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((e) => (
                  <tr key={e.id}>
                    <td data-label={t('staff.audit.col.when')}>
                      <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
                    </td>
                    <td data-label={t('staff.audit.col.who')}>
                      <span className="staff-cell-main" dir="auto">
                        {e.staff}
                      </span>
                      <span className="staff-muted">{roleName(t, e.role)}</span>
                      {e.ip && <span className="staff-muted">{t('staff.audit.ip', { ip: e.ip })}</span>}
                    </td>
                    <td data-label={t('staff.audit.col.action')}>
                      <span className="staff-mono staff-nowrap" dir="ltr" translate="no">
                        {e.action}
                      </span>
                    </td>
                    <td data-label={t('staff.audit.col.target')}>
                      <span className="staff-mono" dir="ltr" translate="no">
                        {e.target}
                      </span>
                    </td>
                    <td data-label={t('staff.audit.col.change')}>
                      <AuditChanges t={t} before={e.before} after={e.after} rtl={rtl} />
                    </td>
                    <td data-label={t('staff.audit.col.reason')} dir="auto">
                      {e.reason ?? <span className="staff-muted">—</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </LoadState>
        <Pager
          page={page}
          pages={pages}
          label={t('staff.audit.pager')}
          t={t}
          onPage={(p) => {
            setPage(p);
            title.current?.focus();
          }}
        />
      </section>
    </div>
  );
}
