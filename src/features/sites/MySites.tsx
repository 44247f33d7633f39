import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '~/stores/api';
import { errorMessage } from '~/lib/apiError';
import { translator } from '~/lib/clientStrings';
import { openStation } from '~/stores/dialogs';
import { toast } from '~/lib/toast';
import type { Catalog } from '~/shared/translate';
import type { CreatedOrder, Site } from '~/shared/orderTypes';
import { pollUntil } from '~/lib/poll';
import { Field } from '~/ui/Field';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { getLocale, type LocaleCode } from '../../../i18n/locales';
import { OpenSlotsList } from './OpenSlotsList';
import { Pager } from '~/ui/Pager';
import { deferred } from '~/ui/deferred';
import { SiteCard } from './SiteCard';
import {
  externalHref,
  FILTER_DEBOUNCE_MS,
  pageCount,
  RENEWAL_POLL_TRIES,
  renewalPollDelay,
  readSitesQuery,
  renewAllGroups,
  termsMoved,
  writeSitesQuery,
  type SitesQuery,
} from './sites';
import { useSites } from './useSites';
import './sites.css';

/** The reset dialog (with the password rule's schema) loads when first opened. */
const ResetPasswordDialog = deferred(() => import('./ResetPasswordDialog').then((m) => m.ResetPasswordDialog));
// Renewing: the quote dialog, then the payment step (as My orders opens it), each when first needed.
const RenewDialog = deferred(() => import('./RenewDialog').then((m) => m.RenewDialog));
const PayDialog = deferred(() => import('~/ui/checkout/PayDialog').then((m) => m.PayDialog));

/** Sites being renewed: their ids, and the one site's name for the title (null for a package's). */
type Renewing = { ids: number[]; siteName: string | null };
/** A renewal order being paid, and the ends of its sites before it (to see the worker move them). */
type Paying = { order: CreatedOrder; ends: Map<number, string | null> };

/** My sites (spec §2): every site of the merchant, its state, and the ways into it. */
export default function MySites({ strings, locale }: { strings: Catalog; locale: LocaleCode }) {
  // Stable across renders: the first effect below depends on it and must run once.
  const t = useMemo(() => translator(strings, locale), [strings, locale]);
  const lang = getLocale(locale).lang;
  // The URL is read after hydration: the page is prerendered without one.
  const [query, setQuery] = useState<SitesQuery | null>(null);
  const [filter, setFilter] = useState('');
  const [resetting, setResetting] = useState<Site | null>(null);
  const [retryingId, setRetryingId] = useState<number | null>(null);
  const [openingId, setOpeningId] = useState<number | null>(null);
  const [renewing, setRenewing] = useState<Renewing | null>(null);
  const [paying, setPaying] = useState<Paying | null>(null);
  // A paid renewal: the ends the list waits to see move.
  const [awaiting, setAwaiting] = useState<Map<number, string | null> | null>(null);
  const load = useSites(query);
  // Sites a paid package still includes; not part of the filtered, paged list.
  const slots = useLoad(() => api.get('/api/site/slots', { toastError: false }), []);
  const { data } = load;
  const listTitle = useRef<HTMLHeadingElement>(null);
  // The dialog's opener gets focus back when it closes (the dialog leaves the page with its focus).
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const q = readSitesQuery(window.location.search);
    setQuery(q);
    setFilter(q.siteName);
    // Back from launching a further site (`?launched=1`): say so once, then forget it.
    const url = new URL(window.location.href);
    if (url.searchParams.get('launched') === '1') {
      toast(t('site.launched'), 'success');
      url.searchParams.delete('launched');
      window.history.replaceState(window.history.state, '', url);
    }
  }, [t]);

  // Typing in the filter asks the server once the merchant pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      const siteName = filter.trim();
      setQuery((q) => (q && q.siteName !== siteName ? { siteName, page: 1 } : q));
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filter]);

  // The filter and page stay in the URL (replaced: typing is not a history step).
  useEffect(() => {
    if (!query) return;
    const { pathname, search, hash } = window.location;
    const next = writeSitesQuery(search, query);
    if (next !== search) window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
  }, [query]);

  useEffect(() => {
    if (!resetting && opener.current?.isConnected) opener.current.focus();
  }, [resetting]);

  // The worker extends the terms soon after the payment: the list looks again until they moved.
  const reload = load.retry;
  useEffect(() => {
    if (!awaiting) return;
    const stop = new AbortController();
    void pollUntil(
      async () => {
        const page = await reload();
        return page !== null && termsMoved(awaiting, page.list);
      },
      { delayMs: renewalPollDelay, tries: RENEWAL_POLL_TRIES, signal: stop.signal },
    ).then(() => {
      if (!stop.signal.aborted) setAwaiting(null);
    });
    return () => stop.abort();
  }, [awaiting, reload]);

  // A page past the end (a stale link) shows the last page instead of nothing.
  useEffect(() => {
    if (!data || !query || data.list.length > 0 || query.page <= 1 || data.total === 0) return;
    setQuery({ ...query, page: pageCount(data.total, data.pageSize) });
  }, [data, query]);

  async function resetPassword(site: Site, password: string) {
    try {
      await api.post('/api/site', { body: { id: site.id, password }, toastError: false });
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
      await api.post('/api/site/retry', { body: { id: site.id }, toastError: false });
      toast(t('sites.retryStarted'), 'success');
      load.retry(); // the site reads "provisioning" now, and the list watches it
    } catch (err) {
      toast(errorMessage(err, t, 'sites.retryFailed'), 'error');
    } finally {
      setRetryingId(null);
    }
  }

  /**
   * Opens the console signed in, through a one-time link (POST /api/site/console-link). The tab
   * opens at the click, while the browser still counts it as the merchant's doing, and is sent
   * to the link once it arrives; where tabs are blocked, this tab goes there.
   */
  async function openConsole(site: Site) {
    setOpeningId(site.id);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { url } = await api.post('/api/site/console-link', {
        body: { id: site.id },
        toastError: false,
      });
      const href = externalHref(url, window.location.origin) ?? url;
      if (tab) tab.location.replace(href);
      else window.location.assign(href);
    } catch (err) {
      tab?.close();
      toast(errorMessage(err, t, 'sites.consoleFailed'), 'error');
    } finally {
      setOpeningId(null);
    }
  }

  function renewalMade(order: CreatedOrder) {
    const ids = renewing?.ids ?? [];
    const ends = new Map(ids.map((id) => [id, data?.list.find((s) => s.id === id)?.paidUntil ?? null]));
    setRenewing(null);
    setPaying({ order, ends });
  }

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const filtered = Boolean(query?.siteName);
  const now = Date.now();
  // "Renew all" counts the package's sites on this page; a filter could leave some out, so it is
  // offered on the whole list only.
  const groups = data && !filtered ? renewAllGroups(data.list) : new Map<number, number[]>();
  return (
    <div className="sites-page">
      {slots.data && <OpenSlotsList orders={slots.data} t={t} />}
      <search className="sites-toolbar">
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
      </search>
      <LoadState
        {...load}
        // A reload (paging, a provisioning site) keeps the list on screen.
        loading={load.loading && !data}
        t={t}
        empty={data?.total === 0}
        emptyText={filtered ? t('sites.noMatch', { query: query?.siteName ?? '' }) : t('account.empty.my-site')}
        emptyActions={
          filtered ? (
            <button className="btn btn-ghost" type="button" onClick={() => setFilter('')}>
              {t('sites.clearFilter')}
            </button>
          ) : (
            <button className="btn" type="button" onClick={openStation}>
              {t('header.openStation')}
            </button>
          )
        }
      >
        {data && (
          <section className="sites-list-section" aria-labelledby="sites-list-title" aria-busy={load.loading}>
            <h2 id="sites-list-title" ref={listTitle} tabIndex={-1} className="sites-list-title">
              {t('sites.listTitle')}
            </h2>
            <p className="sites-count" role="status">
              {t('sites.count', { count: data.total })}
            </p>
            <ul className="sites-list">
              {data.list.map((site) => (
                <SiteCard
                  key={site.id}
                  site={site}
                  t={t}
                  lang={lang}
                  origin={origin}
                  retrying={retryingId === site.id}
                  opening={openingId === site.id}
                  onOpenConsole={() => void openConsole(site)}
                  onReset={() => {
                    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                    setResetting(site);
                  }}
                  onRetry={() => void retry(site)}
                  now={now}
                  onRenew={() => setRenewing({ ids: [site.id], siteName: site.siteName })}
                  renewAll={
                    groups.has(site.id)
                      ? {
                          count: groups.get(site.id)?.length ?? 0,
                          onRenew: () => setRenewing({ ids: groups.get(site.id) ?? [], siteName: null }),
                        }
                      : null
                  }
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
        )}
      </LoadState>
      {resetting && (
        <ResetPasswordDialog
          account={resetting.account}
          t={t}
          onConfirm={(password) => resetPassword(resetting, password)}
          onCancel={() => setResetting(null)}
        />
      )}
      {renewing && (
        <RenewDialog
          siteIds={renewing.ids}
          siteName={renewing.siteName}
          t={t}
          lang={lang}
          onClose={() => setRenewing(null)}
          onOrder={renewalMade}
        />
      )}
      {paying && (
        <PayDialog
          order={paying.order}
          t={t}
          locale={locale}
          onClose={() => {
            setPaying(null);
            void load.retry();
          }}
          onPaid={() => {
            setAwaiting(paying.ends);
            setPaying(null);
          }}
        />
      )}
    </div>
  );
}
