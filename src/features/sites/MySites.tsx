import { useEffect, useRef, useState } from 'react';
import { api } from '~/lib/api';
import { errorMessage } from '~/lib/apiError';
import { translator } from '~/lib/clientStrings';
import { toast } from '~/lib/toast';
import { Field } from '~/ui/Field';
import { LoadState } from '~/ui/LoadState';
import type { Catalog } from '~/shared/i18n';
import type { Site } from '~/shared/orderTypes';
import { getLocale, type LocaleCode } from '../../../i18n/locales';
import { Pager } from './Pager';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { SiteCard } from './SiteCard';
import { SitesEmpty, SitesNoMatch } from './SitesStates';
import { FILTER_DEBOUNCE_MS, pageCount, readSitesQuery, replaceSite, writeSitesQuery, type SitesQuery } from './sites';
import { useSites } from './useSites';
import '~/ui/ui.css';
import './sites.css';

/** My sites (spec §2): every site of the merchant, its state, and the ways into it. */
export default function MySites({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  const t = translator(strings, locale);
  const lang = getLocale(locale).lang;
  // The URL is read after hydration: the page is prerendered without one.
  const [query, setQuery] = useState<SitesQuery | null>(null);
  const [filter, setFilter] = useState('');
  const [resetting, setResetting] = useState<Site | null>(null);
  const [retryingId, setRetryingId] = useState<number | null>(null);
  const { data, setData, failed, loading, reload } = useSites(query);
  const listTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const q = readSitesQuery(window.location.search);
    setQuery(q);
    setFilter(q.siteName);
  }, []);

  // Typing in the filter asks the server once the merchant pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      const siteName = filter.trim();
      setQuery((q) => (q && q.siteName !== siteName ? { siteName, page: 1 } : q));
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filter]);

  // The filter and page stay in the URL (replace: typing is not a history step).
  useEffect(() => {
    if (!query) return;
    const { pathname, search, hash } = window.location;
    const next = writeSitesQuery(search, query);
    if (next !== search) window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
  }, [query]);

  // A page past the end (a stale link) shows the last page instead of nothing.
  useEffect(() => {
    if (!data || !query || data.list.length > 0 || query.page <= 1 || data.total === 0) return;
    setQuery({ ...query, page: pageCount(data.total, data.pageSize) });
  }, [data, query]);

  async function resetPassword(site: Site, password: string) {
    try {
      await api('/site', { method: 'POST', body: { id: site.id, password }, toastError: false });
    } catch (err) {
      const message = errorMessage(err, t, 'sites.resetFailed');
      toast(message, 'error');
      throw new Error(message); // keeps the dialog open with the reason
    }
    setResetting(null);
    toast(t('reset.done'), 'success');
  }

  async function retry(site: Site) {
    setRetryingId(site.id);
    try {
      const next = await api<Site>('/site/retry', { method: 'POST', body: { id: site.id }, toastError: false });
      setData((d) => (d ? { ...d, list: replaceSite(d.list, next) } : d));
      toast(t('sites.retryStarted'), 'success');
    } catch (err) {
      toast(errorMessage(err, t, 'sites.retryFailed'), 'error');
    } finally {
      setRetryingId(null);
    }
  }

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  let body;
  if (!data || failed) body = <LoadState loading={loading || !query} failed={failed} retry={reload} t={t} />;
  else if (data.total === 0 && query?.siteName)
    body = <SitesNoMatch t={t} query={query.siteName} onClear={() => setFilter('')} />;
  else if (data.total === 0) body = <SitesEmpty t={t} />;
  else {
    body = (
      <section className="sites-list-section" aria-labelledby="sites-list-title" aria-busy={loading}>
        <h2 id="sites-list-title" ref={listTitle} tabIndex={-1} className="sites-list-title">
          {t('sites.listTitle')}
        </h2>
        <p className="sites-count" role="status">
          {t('sites.count', { count: data.total })}
        </p>
        <ul className="sites-list" role="list">
          {data.list.map((site) => (
            <SiteCard
              key={site.id}
              site={site}
              t={t}
              lang={lang}
              origin={origin}
              retrying={retryingId === site.id}
              onReset={() => setResetting(site)}
              onRetry={() => void retry(site)}
            />
          ))}
        </ul>
        <Pager
          page={data.page}
          pages={pageCount(data.total, data.pageSize)}
          label={t('sites.pagerLabel')}
          t={t}
          onPage={(page) => {
            setQuery((q) => (q ? { ...q, page } : q));
            listTitle.current?.focus();
          }}
        />
      </section>
    );
  }

  return (
    <div className="sites-page">
      <div className="sites-toolbar" role="search">
        <Field label={t('sites.filterLabel')}>
          <input
            type="search"
            value={filter}
            placeholder={t('sites.filterPlaceholder')}
            autoComplete="off"
            maxLength={40}
            onChange={(e) => setFilter(e.target.value)}
          />
        </Field>
      </div>
      {body}
      {resetting && (
        <ResetPasswordDialog
          account={resetting.account}
          t={t}
          onConfirm={(password) => resetPassword(resetting, password)}
          onCancel={() => setResetting(null)}
        />
      )}
    </div>
  );
}
