import { useEffect, useState } from 'react';
import { api } from '~/lib/api';
import { translator } from '~/lib/clientStrings';
import { openStation } from '~/lib/openStation';
import { choosePackage, chooseCountry, wizardChoice } from '~/stores/wizard';
import type { Catalog } from '~/shared/i18n';
import type { Package } from '~/shared/schemas/catalog';
import { Stepper } from './Stepper';
import { LoadState } from './LoadState';
import { useLoad } from './useLoad';
import { queryInt, wizardUrl } from './links';
import { formatPrice } from '~/shared/money';
import './wizard.css';

/** Package (spec §2): the market's packages, one picked, its detail shown. */
export default function PackagePicker({ strings, locale }: { strings: Catalog; locale: string }) {
  const t = translator(strings);
  const [countriesId, setCountry] = useState<number | undefined>(undefined);
  const [selected, setSelected] = useState<number | undefined>(undefined);
  useEffect(() => {
    const id = queryInt('countriesId') ?? wizardChoice().countriesId;
    if (id !== undefined) chooseCountry(id);
    setCountry(id ?? NaN);
    setSelected(wizardChoice().packageId);
  }, []);

  const list = useLoad(
    () =>
      countriesId === undefined || Number.isNaN(countriesId)
        ? Promise.resolve(null)
        : api<Package[]>('/opening-station/package-list', { query: { countriesId }, toastError: false }),
    [countriesId],
  );
  const detail = useLoad(
    () =>
      selected === undefined
        ? Promise.resolve(null)
        : api<Package>('/opening-station/package-info', { query: { id: selected }, toastError: false }),
    [selected],
  );

  if (countriesId !== undefined && Number.isNaN(countriesId)) {
    return (
      <div className="load-state">
        <p>{t('wizard.noMarket')}</p>
        <button type="button" className="btn" onClick={openStation}>
          {t('wizard.chooseMarket')}
        </button>
      </div>
    );
  }
  const pick = (id: number) => {
    setSelected(id);
    choosePackage(id);
  };
  const packages = list.data ?? [];
  const chosen = packages.find((p) => p.id === selected);
  return (
    <div>
      <Stepper current={0} t={t} />
      <LoadState loading={list.loading && !list.data} failed={list.failed} retry={list.retry} t={t} />
      {list.data && packages.length === 0 && <p className="load-state">{t('wizard.noPackages')}</p>}
      {packages.length > 0 && (
        <div role="radiogroup" aria-label={t('wizard.packagesLabel')} className="option-grid">
          {packages.map((p) => (
            <button
              key={p.id}
              type="button"
              role="radio"
              aria-checked={p.id === selected}
              className="option-card"
              onClick={() => pick(p.id)}
              data-package-id={p.id}
            >
              <strong>{p.name}</strong>
              <span className="price">{formatPrice(p.price, p.currency, locale)}</span>
              <span>{p.description}</span>
              <span className="muted">{t('wizard.packageTerms', { sites: p.sites, months: p.durationMonths })}</span>
            </button>
          ))}
        </div>
      )}
      {selected !== undefined && (
        <section className="card package-detail" aria-live="polite" aria-labelledby="package-detail-title">
          <h2 id="package-detail-title">{detail.data?.name ?? chosen?.name ?? t('common.loading')}</h2>
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
      <div className="wizard-actions">
        <a className="btn btn-ghost" href={countriesId !== undefined ? wizardUrl.introduction(countriesId) : '#'}>
          {t('wizard.back')}
        </a>
        {selected !== undefined && countriesId !== undefined ? (
          <a className="btn" href={wizardUrl.chooseTheme(countriesId, selected)}>
            {t('wizard.nextTemplate')}
          </a>
        ) : (
          <button className="btn" type="button" disabled>
            {t('wizard.pickPackage')}
          </button>
        )}
      </div>
    </div>
  );
}
