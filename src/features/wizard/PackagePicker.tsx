import { useId, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { api } from '~/stores/api';
import { translator } from '~/lib/clientStrings';
import { $wizard, choiceFor, choosePackage } from '~/stores/wizard';
import type { Catalog } from '~/shared/translate';
import { formatPrice } from '~/shared/money';
import { Stepper } from './Stepper';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { wizardUrl } from '~/lib/wizardLinks';
import { forMarket, UNKNOWN_MARKET, useMarket, useNeed } from './market';
import { MarketProblem, NeedNotice } from './MarketProblem';
import './wizard.css';
import '~/ui/radio-card.css';

/** Package (spec §2): the market's packages, one picked, its detail shown. */
export default function PackagePicker({ strings, locale }: { strings: Catalog; locale: string }) {
  const t = useMemo(() => translator(strings, locale), [strings, locale]);
  const id = useId();
  const market = useMarket();
  const countriesId = market === UNKNOWN_MARKET ? null : market;
  const need = useNeed();
  const wizard = useStore($wizard);

  const list = useLoad(
    () =>
      countriesId == null
        ? Promise.resolve(null)
        : forMarket(
            countriesId,
            api.get('/api/opening-station/package-list', { query: { countriesId }, toastError: false }),
            t,
          ),
    [countriesId, t],
  );
  const packages = list.data?.ok ? list.data.value : null;
  // Only a package this market offers counts as chosen; anything else is another market's.
  const stored = countriesId == null ? undefined : choiceFor(countriesId, wizard).packageId;
  const selected = packages?.some((p) => p.id === stored) ? stored : undefined;
  const detail = useLoad(
    () =>
      selected === undefined
        ? Promise.resolve(null)
        : api.get('/api/opening-station/package-info', { query: { id: selected }, toastError: false }),
    [selected],
  );

  if (market === UNKNOWN_MARKET) return <MarketProblem message={t('catalog.marketNotFound')} t={t} />;
  if (countriesId === null) return <MarketProblem message={t('wizard.noMarket')} t={t} />;
  if (list.data && !list.data.ok) return <MarketProblem message={list.data.message} t={t} />;
  const chosen = packages?.find((p) => p.id === selected);
  return (
    <div className="wizard-step">
      <Stepper current={1} t={t} />
      <NeedNotice need={need} t={t} />
      <LoadState loading={list.loading && !list.data} failed={list.failed} retry={list.retry} t={t} />
      {packages && packages.length === 0 && <p className="load-state">{t('wizard.noPackages')}</p>}
      {packages && packages.length > 0 && countriesId != null && (
        <div role="radiogroup" aria-label={t('wizard.packagesLabel')} className="option-grid">
          {packages.map((p) => (
            <label key={p.id} className="radio-card option-card" data-package-id={p.id}>
              <input
                type="radio"
                name={`${id}-package`}
                value={p.id}
                checked={p.id === selected}
                onChange={() => choosePackage(countriesId, p.id)}
              />
              <strong>{p.name}</strong>
              <span className="price">{formatPrice(p.price, p.currency, locale)}</span>
              <span>{p.description}</span>
              <span className="muted">{`${t('wizard.packageSites', { count: p.sites })} · ${t('wizard.packageMonths', { count: p.durationMonths })}`}</span>
            </label>
          ))}
        </div>
      )}
      {packages && packages.length > 0 && (
        // What happens when a package's months are over (issue 30), under the months each card names.
        <p className="package-term-note">{t('term.packageNote')}</p>
      )}
      {chosen && (
        <section className="card package-detail" aria-live="polite" aria-labelledby={`${id}-detail`}>
          <h2 id={`${id}-detail`}>{detail.data?.name ?? chosen.name}</h2>
          <LoadState loading={detail.loading && !detail.data} failed={detail.failed} retry={detail.retry} t={t} />
          {detail.data?.features && (
            <ul className="features">
              {detail.data.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      {countriesId != null && (
        <div className="wizard-actions">
          <a className="btn btn-ghost" href={wizardUrl.introduction(countriesId)}>
            {t('wizard.back')}
          </a>
          {chosen ? (
            <a className="btn" href={wizardUrl.chooseTheme(countriesId, chosen.id)}>
              {t('wizard.nextTemplate')}
            </a>
          ) : (
            <button className="btn" type="button" disabled>
              {t('wizard.pickPackage')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
