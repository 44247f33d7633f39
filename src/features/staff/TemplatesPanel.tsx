import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { GLOBAL_STATION } from '~/shared/catalogIds';
import type { Translate } from '~/shared/messageKey';
import { pageLocale } from '~/stores/api';
import { LoadState } from '~/ui/LoadState';
import { Pager } from '~/ui/Pager';
import { useLoad } from '~/ui/useLoad';
import type { LocaleCode } from '../../../i18n/locales';
import { PackImport } from './PackImport';
import { ReasonDialog } from './ReasonDialog';
import { staffApi } from './staffApi';
import { categoryName } from './templateCategories';
import { TemplateForm } from './TemplateForm';
import type { Market } from './types';
import './templates.css';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; id: number } | { kind: 'import' };
type Row = { id: number; name: string; active: boolean };
const PAGE_SIZE = 20;

/**
 * The catalogue's templates: every one, found by market and by id, key or name; a new one added,
 * one added here or by a pack edited, a pack imported, any one withdrawn or put back (with a
 * reason). The form and the import take the list's place and give it back when done.
 */
export function TemplatesPanel({ t, lang }: { t: Translate; lang: string }) {
  const locale = pageLocale() as LocaleCode;
  const markets = useLoad(() => staffApi.get('/api/opening-station/countries-list'), []);
  const [query, setQuery] = useState({ q: '', market: '', page: 1 });
  const [typed, setTyped] = useState({ q: '', market: '' });
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [notice, setNotice] = useState('');
  const [switching, setSwitching] = useState<Row | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = useLoad(
    () =>
      staffApi.get('/api/staff/templates', {
        query: {
          ...(query.q ? { q: query.q } : {}),
          ...(query.market ? { countriesId: Number(query.market) } : {}),
          page: query.page,
          pageSize: PAGE_SIZE,
        },
      }),
    [query],
  );
  const marketName = (id: number) =>
    id === GLOBAL_STATION
      ? t('staff.templates.global')
      : (markets.data?.find((m) => m.id === id)?.countryNames ?? `#${id}`);

  // Back to the list after a form or an import: the focus returns to the section's heading.
  const returned = useRef(false);
  useEffect(() => {
    if (mode.kind === 'list' && returned.current) headingRef.current?.focus();
    returned.current = mode.kind !== 'list';
  }, [mode]);

  function search(e: SubmitEvent) {
    e.preventDefault();
    setQuery({ ...typed, page: 1 });
  }

  function done(message: string) {
    setNotice(message);
    setMode({ kind: 'list' });
    void list.retry();
  }

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <section className="staff-section staff-templates" aria-labelledby="templates-title">
      <h2 id="templates-title" ref={headingRef} tabIndex={-1}>
        {t('staff.templates.title')}
      </h2>
      <p className="staff-muted">{t('staff.templates.lead')}</p>
      {notice && mode.kind === 'list' && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      {mode.kind === 'add' || mode.kind === 'edit' ? (
        <TemplateForm
          t={t}
          locale={locale}
          markets={markets.data ?? []}
          id={mode.kind === 'edit' ? mode.id : null}
          onCancel={() => setMode({ kind: 'list' })}
          onDone={done}
        />
      ) : mode.kind === 'import' ? (
        <PackImport t={t} lang={lang} onClose={() => done('')} />
      ) : (
        <>
          <div className="staff-templates-bar">
            <button type="button" className="btn" onClick={() => setMode({ kind: 'add' })}>
              {t('staff.templates.add')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setMode({ kind: 'import' })}>
              {t('staff.templates.import')}
            </button>
          </div>
          <search>
            <form className="card staff-templates-search" onSubmit={search} noValidate>
              <div className="field">
                <label htmlFor="templates-q">{t('staff.templates.search')}</label>
                <input
                  id="templates-q"
                  type="search"
                  dir="auto"
                  value={typed.q}
                  maxLength={80}
                  aria-describedby="templates-q-hint"
                  onChange={(e) => setTyped({ ...typed, q: e.target.value })}
                />
                <p className="field-hint" id="templates-q-hint">
                  {t('staff.templates.searchHint')}
                </p>
              </div>
              <div className="field">
                <label htmlFor="templates-market">{t('staff.templates.marketFilter')}</label>
                <select
                  id="templates-market"
                  value={typed.market}
                  onChange={(e) => setTyped({ ...typed, market: e.target.value })}
                >
                  <option value="">{t('staff.templates.allMarkets')}</option>
                  <option value={GLOBAL_STATION}>{t('staff.templates.global')}</option>
                  {markets.data?.map((m: Market) => (
                    <option key={m.id} value={m.id}>
                      {m.countryNames}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="btn btn-ghost">
                {t('staff.templates.searchButton')}
              </button>
            </form>
          </search>
          <div aria-busy={list.loading} aria-live="polite">
            <LoadState
              {...list}
              loading={list.loading && !data}
              t={t}
              empty={data?.list.length === 0}
              emptyText={t('staff.templates.none')}
            >
              {data && (
                <table className="staff-table staff-templates-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('staff.templates.col.template')}</th>
                      <th scope="col">{t('staff.templates.col.market')}</th>
                      <th scope="col">{t('staff.templates.col.category')}</th>
                      <th scope="col">{t('staff.catalogue.onSale')}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t('staff.col.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((r) => (
                      <tr key={r.id}>
                        <td data-label={t('staff.templates.col.template')}>
                          <div className="staff-template-cell">
                            <img src={r.thumbnail} alt="" width={64} height={40} loading="lazy" />
                            <span>
                              <span className="staff-cell-main" dir="auto">
                                {r.name}
                              </span>
                              <span className="staff-muted" dir="ltr">
                                #{r.id}
                                {r.key ? ` · ${r.key}` : ''}
                              </span>
                            </span>
                          </div>
                        </td>
                        <td data-label={t('staff.templates.col.market')}>{marketName(r.countriesId)}</td>
                        <td data-label={t('staff.templates.col.category')}>{categoryName(r.category, locale)}</td>
                        <td data-label={t('staff.catalogue.onSale')}>
                          <span className={`staff-badge${r.active ? '' : ' is-off'}`}>
                            {t(r.active ? 'staff.catalogue.active' : 'staff.catalogue.inactive')}
                          </span>
                        </td>
                        <td className="staff-actions">
                          {r.key ? (
                            <button
                              type="button"
                              className="btn btn-small"
                              onClick={() => setMode({ kind: 'edit', id: r.id })}
                            >
                              {t('staff.templates.edit')}
                              <span className="visually-hidden"> {r.name}</span>
                            </button>
                          ) : (
                            <span className="staff-muted">{t('staff.templates.seeded')}</span>
                          )}
                          <button
                            type="button"
                            className={`btn btn-ghost btn-small${r.active ? ' staff-danger-text' : ''}`}
                            onClick={() => setSwitching(r)}
                          >
                            {t(r.active ? 'staff.catalogue.withdrawTemplate' : 'staff.catalogue.restoreTemplate')}
                            <span className="visually-hidden"> {r.name}</span>
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {pages > 1 && (
                <Pager
                  page={query.page}
                  pages={pages}
                  onPage={(page) => setQuery({ ...query, page })}
                  label={t('staff.templates.pages')}
                  t={t}
                />
              )}
            </LoadState>
          </div>
        </>
      )}
      {switching && (
        <ReasonDialog
          t={t}
          tone={switching.active ? 'destructive' : 'default'}
          message={t(switching.active ? 'staff.catalogue.confirmWithdraw' : 'staff.catalogue.confirmRestore', {
            id: switching.id,
          })}
          note={switching.active ? <p>{t('staff.catalogue.offNote')}</p> : undefined}
          confirmLabel={t(switching.active ? 'staff.catalogue.withdrawTemplate' : 'staff.catalogue.restoreTemplate')}
          onClose={() => setSwitching(null)}
          onDone={(message) => {
            setSwitching(null);
            done(message);
          }}
          send={async (reason) =>
            (
              await staffApi.reply('/api/staff/catalogue/template/active', {
                body: { templateId: switching.id, active: !switching.active, reason },
              })
            ).msg || t('staff.saved')
          }
        />
      )}
    </section>
  );
}
