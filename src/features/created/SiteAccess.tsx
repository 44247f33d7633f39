import { CopyButton } from '~/ui/checkout/CopyButton';
import { siteHref } from './created';
import type { Translate } from '~/shared/messageKey';

interface Props {
  domain: string | null;
  /** A verified own domain (a host): the address players use, shown first. */
  ownDomain: string | null;
  backendUrl: string | null;
  account: string;
  t: Translate;
}

/** The live site's address, its back-end link and the operations account, each with Copy. */
export function SiteAccess({ domain, ownDomain, backendUrl, account, t }: Props) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  // What gets copied is a full address the merchant can paste anywhere.
  const full = (href: string) => (href.startsWith('/') ? `${origin}${href}` : href);
  const copy = (text: string, label: string) => (
    <CopyButton text={text} label={label} copied={t('created.ui.copied')} failed={t('created.ui.copyFailed')} />
  );
  return (
    <dl className="created-access">
      {ownDomain && (
        <div>
          <dt>{t('created.ui.ownDomain')}</dt>
          <dd>
            <a href={`https://${ownDomain}/`} target="_blank" rel="noopener" dir="ltr" translate="no">
              {`https://${ownDomain}/`}
              <span className="visually-hidden"> {t('created.ui.newTab')}</span>
            </a>
            {copy(`https://${ownDomain}/`, t('created.ui.copyDomain'))}
          </dd>
        </div>
      )}
      {domain && (
        <div>
          <dt>{t('created.ui.domain')}</dt>
          <dd>
            <a href={siteHref(domain)} target="_blank" rel="noopener" dir="ltr" translate="no">
              {full(siteHref(domain))}
              <span className="visually-hidden"> {t('created.ui.newTab')}</span>
            </a>
            {copy(full(siteHref(domain)), t('created.ui.copyDomain'))}
          </dd>
        </div>
      )}
      {backendUrl && (
        <div>
          <dt>{t('created.ui.backend')}</dt>
          <dd>
            <a href={siteHref(backendUrl)} target="_blank" rel="noopener" dir="ltr" translate="no">
              {full(siteHref(backendUrl))}
              <span className="visually-hidden"> {t('created.ui.newTab')}</span>
            </a>
            {copy(full(siteHref(backendUrl)), t('created.ui.copyBackend'))}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('created.ui.account')}</dt>
        <dd>
          <code dir="ltr" translate="no">
            {account}
          </code>
          {copy(account, t('created.ui.copyAccount'))}
        </dd>
      </div>
    </dl>
  );
}
