import { useEffect, useState } from 'react';
import { api } from '~/lib/api';
import { translator } from '~/lib/clientStrings';
import { openStation } from '~/lib/openStation';
import { chooseCountry, wizardChoice } from '~/stores/wizard';
import type { Catalog } from '~/shared/i18n';
import type { Country } from '~/shared/types';
import type { IntroItem as Intro } from '~/shared/schemas/catalog';
import { Stepper } from './Stepper';
import { LoadState } from './LoadState';
import { useLoad } from './useLoad';
import { queryInt, wizardUrl } from './links';
import './wizard.css';

/** Introduction (spec §2): the chosen market's facts; -1 is the global station. */
export default function IntroductionView({ strings }: { strings: Catalog }) {
  const t = translator(strings);
  const [countriesId, setId] = useState<number | undefined>(undefined);
  useEffect(() => {
    const id = queryInt('countriesId') ?? wizardChoice().countriesId;
    if (id !== undefined) chooseCountry(id);
    setId(id ?? NaN);
  }, []);

  const { data, failed, loading, retry } = useLoad(async () => {
    if (countriesId === undefined || Number.isNaN(countriesId)) return null;
    const [countries, intro] = await Promise.all([
      countriesId === -1
        ? Promise.resolve([] as Country[])
        : api<Country[]>('/opening-station/countries-list', { query: { id: countriesId }, toastError: false }),
      api<Intro[]>('/opening-station/introduce-list', { query: { countriesId }, toastError: false }),
    ]);
    return { country: countries[0] ?? null, intro };
  }, [countriesId]);

  if (countriesId !== undefined && (Number.isNaN(countriesId) || (data && countriesId !== -1 && !data.country))) {
    return (
      <div className="load-state">
        <p>{t('wizard.noMarket')}</p>
        <button type="button" className="btn" onClick={openStation}>
          {t('wizard.chooseMarket')}
        </button>
      </div>
    );
  }
  const name = countriesId === -1 ? t('station.global') : data?.country?.countryNames;
  return (
    <div>
      <Stepper current={0} t={t} />
      <LoadState loading={loading && !data} failed={failed} retry={retry} t={t} />
      {data && countriesId !== undefined && (
        <>
          <div className="intro-hero">
            <img
              src={`/county${countriesId}.png`}
              alt=""
              width="480"
              height="270"
              onError={(e) => (e.currentTarget.src = '/empty.svg')}
            />
            <div>
              <h2>{t('wizard.introTitle', { market: name ?? '' })}</h2>
              {data.country && <p>{t('wizard.currency', { currency: data.country.currencyCode })}</p>}
              {countriesId === -1 && <p>{t('country.globalHint')}</p>}
            </div>
          </div>
          {data.intro.length === 0 ? (
            <p className="muted">{t('wizard.noIntro')}</p>
          ) : (
            <div className="intro-list">
              {data.intro.map((i) => (
                <article key={i.id} className="card">
                  <h3>{i.title}</h3>
                  <p>{i.content}</p>
                </article>
              ))}
            </div>
          )}
          <div className="wizard-actions">
            <button type="button" className="btn btn-ghost" onClick={openStation}>
              {t('wizard.reselect')}
            </button>
            <a className="btn" href={wizardUrl.package(countriesId)}>
              {t('wizard.nextPackage')}
            </a>
          </div>
        </>
      )}
    </div>
  );
}
