import type { Site } from '~/shared/orderTypes';
import { badgeKey, externalHref, isDelayed, linkText } from './sites';
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
}

/** One site of My sites: its facts, its state, and the ways into it. */
export function SiteCard({ site, t, lang, origin, retrying, opening, onOpenConsole, onReset, onRetry }: Props) {
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

  return (
    <li className={`card site-card is-${site.status}`} aria-labelledby={titleId}>
      <div className="site-card-head">
        <h3 id={titleId} className="site-card-title">
          {site.siteName}
        </h3>
        <span className={`site-status is-${site.status}${delayed ? ' is-delayed' : ''}`}>{t(badgeKey(site))}</span>
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
        <button type="button" className="btn btn-ghost" onClick={onReset}>
          {t('sites.resetPassword')}
          <span className="visually-hidden"> – {site.siteName}</span>
        </button>
      </div>
    </li>
  );
}
