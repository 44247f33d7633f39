import type { Site } from '~/shared/orderTypes';
import { badgeKey, endsSoon, externalHref, isDelayed, isRenewable, linkText, termDate, termNoteKey } from './sites';
import type { Translate } from '~/shared/messageKey';

interface Props {
  site: Site;
  t: Translate;
  lang: string;
  origin: string;
  retrying: boolean;
  /** A sign-in link for the console is being asked for. */
  opening: boolean;
  onOpenConsole: () => void;
  onReset: () => void;
  onRetry: () => void;
  /** The time the term is counted from ("Ends in N days"); the page's now. */
  now?: number;
  /** Renew this site (offered while it is live and not released). */
  onRenew?: () => void;
  /** On the first site of a package with more renewable sites on the page: renew them all. */
  renewAll?: { count: number; onRenew: () => void } | null;
}

/** One site of My sites: its facts, its state, and the ways into it. */
export function SiteCard({
  site,
  t,
  lang,
  origin,
  retrying,
  opening,
  onOpenConsole,
  onReset,
  onRetry,
  now = Date.now(),
  onRenew,
  renewAll,
}: Props) {
  const titleId = `site-${site.id}`;
  const { color1, color2, color3 } = site.colors;
  const siteUrl = site.status === 'live' ? externalHref(site.domain, origin) : null;
  const consoleUrl = site.status === 'live' ? externalHref(site.backendUrl, origin) : null;
  // The console opens in the storefront's language, not the browser's (console/prefs.ts).
  const consoleHref = consoleUrl ? `${consoleUrl}?lang=${encodeURIComponent(lang)}` : null;
  const launched = site.launchTime
    ? new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(site.launchTime))
    : t('sites.notLaunched');
  const delayed = isDelayed(site);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const newTab = <span className="visually-hidden"> {t('sites.newTab')}</span>;
  const soon = endsSoon(site, now);
  const termNote = site.paidUntil ? termNoteKey(site.term) : null;
  const renewable = isRenewable(site);
  const offline = site.status === 'live' && (site.term === 'suspended' || site.term === 'released');
  // Past its end (or about to be), Renew is the card's main action.
  const urgent = site.term === 'grace' || site.term === 'suspended' || soon !== null;

  return (
    <li className={`card site-card is-${site.status} term-${site.term}`} aria-labelledby={titleId}>
      <div className="site-card-head">
        <h3 id={titleId} className="site-card-title">
          {site.siteName}
        </h3>
        {/* A live site past its grace is offline: its term line says so, not a "Live" badge. */}
        {!offline && (
          <span className={`site-status is-${site.status}${delayed ? ' is-delayed' : ''}`}>{t(badgeKey(site))}</span>
        )}
      </div>
      <dl className="site-facts">
        <div>
          <dt>{t('sites.market')}</dt>
          <dd>{site.country}</dd>
        </div>
        <div>
          <dt>{t('sites.currency')}</dt>
          <dd>{site.currency}</dd>
        </div>
        <div>
          <dt>{t('sites.template')}</dt>
          <dd>{site.template.name}</dd>
        </div>
        <div>
          <dt>{t('sites.colors')}</dt>
          <dd>
            <span className="site-swatches" role="img" aria-label={t('sites.colorsLabel', { color1, color2, color3 })}>
              {(['color1', 'color2', 'color3'] as const).map((k) => (
                <span key={k} className="site-swatch" style={{ background: site.colors[k] }} />
              ))}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('sites.account')}</dt>
          <dd>
            <code translate="no">{site.account}</code>
          </dd>
        </div>
        <div>
          <dt>{t('sites.launchTime')}</dt>
          <dd>{launched}</dd>
        </div>
        {site.paidUntil && (
          <div>
            <dt>{t('sites.term.paidUntil')}</dt>
            <dd>
              <time dateTime={site.paidUntil}>{termDate(site.paidUntil, lang)}</time>
              {soon !== null && (
                <>
                  {' '}
                  <span className="site-term-soon">{t('sites.term.endsSoon', { count: soon })}</span>
                </>
              )}
            </dd>
          </div>
        )}
        {site.ownDomain && (
          // The verified own domain is the site's address for its players.
          <div className="site-facts-wide">
            <dt>{t('sites.ownDomain')}</dt>
            <dd>
              <a href={`https://${site.ownDomain}/`} target="_blank" rel="noopener noreferrer" dir="ltr" translate="no">
                {site.ownDomain}
                {newTab}
              </a>
            </dd>
          </div>
        )}
        <div className="site-facts-wide">
          <dt>{t('sites.backendLink')}</dt>
          <dd>
            {consoleUrl && consoleHref ? (
              <a href={consoleHref} target="_blank" rel="noopener noreferrer" dir="ltr" translate="no">
                {linkText(consoleUrl)}
                {newTab}
              </a>
            ) : (
              t('sites.notLaunched')
            )}
          </dd>
        </div>
      </dl>
      {site.status === 'provisioning' && !delayed && <p className="site-note">{t('sites.provisioningNote')}</p>}
      {delayed && site.retryAt && (
        <p className="site-note is-delayed" role="status">
          {t('sites.delayedNote', { time: when(site.retryAt) })}
        </p>
      )}
      {site.status === 'failed' && <p className="site-note is-failed">{t('sites.failedNote')}</p>}
      {termNote && (
        // The words say the state; the mark and the border only repeat it.
        <p className={`site-term is-${site.term}`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="site-term-icon">
            <path fill="currentColor" d="M12 2 1 21h22L12 2zm1 15h-2v-2h2v2zm0-4h-2V9h2v4z" />
          </svg>
          <span>
            {site.term === 'grace' && site.suspendsOn
              ? t('sites.term.grace', { date: termDate(site.suspendsOn, lang) })
              : t(termNote)}
          </span>
        </p>
      )}
      <div className="site-actions">
        {siteUrl && (
          <a className="btn" href={siteUrl} target="_blank" rel="noopener noreferrer">
            {t('sites.openSite')}
            <span className="visually-hidden"> – {site.siteName}</span>
            {newTab}
          </a>
        )}
        {consoleUrl && (
          // Signs in with a one-time link: no operations password to type.
          <button
            type="button"
            className="btn btn-ghost"
            onClick={onOpenConsole}
            disabled={opening}
            aria-busy={opening}
          >
            {t('sites.openConsole')}
            <span className="visually-hidden"> – {site.siteName}</span>
            {newTab}
          </button>
        )}
        {(site.status === 'failed' || delayed) && (
          <button type="button" className="btn" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
            {t(delayed ? 'sites.tryNow' : 'sites.retry')}
            <span className="visually-hidden"> – {site.siteName}</span>
          </button>
        )}
        {renewable && onRenew && (
          <button type="button" className={urgent ? 'btn' : 'btn btn-ghost'} onClick={onRenew}>
            {t('sites.renew.one')}
            <span className="visually-hidden"> – {site.siteName}</span>
          </button>
        )}
        {renewable && renewAll && (
          <button type="button" className="btn btn-ghost" onClick={renewAll.onRenew} aria-describedby={titleId}>
            {t('sites.renew.all', { count: renewAll.count })}
          </button>
        )}
        <button type="button" className="btn btn-ghost" onClick={onReset}>
          {t('sites.resetPassword')}
          <span className="visually-hidden"> – {site.siteName}</span>
        </button>
      </div>
    </li>
  );
}
