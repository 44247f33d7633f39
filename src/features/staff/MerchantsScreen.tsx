import { type SubmitEvent, useRef, useState } from 'react';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { ScreenHead } from './ScreenHead';
import type { ScreenProps } from './StaffFrame';
import { recordHref } from './staff';
import { staffApi } from './staffApi';

/** The search in the address (`?q=…`), so a search can be linked, reloaded and come back to. */
const queryFromUrl = () =>
  typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('q') ?? '');

function writeUrl(q: string) {
  const rest = q ? `?${new URLSearchParams({ q }).toString()}` : '';
  window.history.replaceState(window.history.state, '', window.location.pathname + rest);
}

/** Merchants: one box that finds a merchant by whatever the person on the phone knows, and the list found. */
export function MerchantsScreen({ t, locale, lang }: ScreenProps) {
  const [applied, setApplied] = useState(queryFromUrl);
  const [draft, setDraft] = useState(applied);
  const [error, setError] = useState('');
  const results = useRef<HTMLHeadingElement>(null);
  const load = useLoad(
    async () => (applied ? staffApi.get('/api/staff/merchants', { query: { q: applied } }) : null),
    [applied],
  );
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  const data = load.data;

  function submit(e: SubmitEvent) {
    e.preventDefault();
    const q = draft.trim();
    if (!q) {
      setError(t('staff.merchants.queryRequired'));
      return;
    }
    setError('');
    setApplied(q);
    writeUrl(q);
    if (q === applied) void load.retry();
    requestAnimationFrame(() => results.current?.focus());
  }

  return (
    <div className="staff-screen">
      <ScreenHead title={t('staff.merchants.title')} lead={t('staff.merchants.lead')} />
      <search className="card staff-filters staff-search">
        <form onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="merchant-q">{t('staff.merchants.search')}</label>
            <input
              id="merchant-q"
              name="q"
              type="search"
              dir="auto"
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              value={draft}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'merchant-q-hint merchant-q-err' : 'merchant-q-hint'}
              onChange={(e) => setDraft(e.target.value)}
            />
            <p className="field-hint" id="merchant-q-hint">
              {t('staff.merchants.searchHint')}
            </p>
            {error && (
              <p className="field-error" id="merchant-q-err">
                {error}
              </p>
            )}
          </div>
          <div className="staff-form-actions">
            <button type="submit" className="btn">
              {t('staff.merchants.find')}
            </button>
          </div>
        </form>
      </search>
      {applied && (
        <section className="staff-section" aria-labelledby="merchant-results" aria-busy={load.loading}>
          <h2 id="merchant-results" ref={results} tabIndex={-1}>
            {t('staff.merchants.results', { q: applied })}
          </h2>
          <LoadState
            {...load}
            loading={load.loading && !data}
            t={t}
            empty={data?.list.length === 0}
            emptyText={t('staff.merchants.none')}
          >
            {data && (
              <table className="staff-table staff-merchants-table">
                <thead>
                  <tr>
                    <th scope="col">{t('staff.merchant.account')}</th>
                    <th scope="col">{t('staff.merchant.email')}</th>
                    <th scope="col">{t('staff.merchant.registered')}</th>
                    <th scope="col">{t('staff.merchant.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((m) => (
                    <tr key={m.id}>
                      <td data-label={t('staff.merchant.account')}>
                        <a className="staff-cell-main" href={recordHref(locale, 'merchant', m.id)} dir="auto">
                          {m.account}
                        </a>
                      </td>
                      <td data-label={t('staff.merchant.email')}>
                        <span dir="ltr" className="staff-break">
                          {m.email}
                        </span>
                      </td>
                      <td data-label={t('staff.merchant.registered')}>
                        <time dateTime={m.createdAt}>{when.format(new Date(m.createdAt))}</time>
                      </td>
                      <td data-label={t('staff.merchant.state')}>
                        <span className="staff-badges">
                          <span className={`staff-badge${m.verified ? '' : ' is-off'}`}>
                            {t(m.verified ? 'staff.merchant.verified' : 'staff.merchant.notVerified')}
                          </span>
                          {m.locked && <span className="staff-badge is-off">{t('staff.merchant.locked')}</span>}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </LoadState>
        </section>
      )}
    </div>
  );
}
