import { useMemo } from 'react';
import { api } from '~/stores/api';
import { translator } from '~/lib/clientStrings';
import { openStation } from '~/stores/dialogs';
import { GLOBAL_STATION } from '~/shared/catalogIds';
import { countryImage } from '~/shared/currency';
import type { Catalog } from '~/shared/translate';
import type { Country } from '~/shared/types';
import { Stepper } from './Stepper';
import { LoadState } from '~/ui/LoadState';
import { useLoad } from '~/ui/useLoad';
import { wizardUrl } from '~/lib/wizardLinks';
import { forMarket, UNKNOWN_MARKET, useMarket } from './market';
import { MarketProblem } from './MarketProblem';
import './wizard.css';

/** The market's name (none for the global station, which is not a country) and its facts. */
async function loadIntro(countriesId: number) {
  const [countries, intro] = await Promise.all([
    countriesId === GLOBAL_STATION
      ? Promise.resolve([] as Country[])
      : api.get('/api/opening-station/countries-list', { query: { id: countriesId }, toastError: false }),
    api.get('/api/opening-station/introduce-list', { query: { countriesId }, toastError: false }),
  ]);
  return { country: countries[0] ?? null, intro };
}

/** Introduction (spec §2): the chosen market's facts, or the global station's. */
export default function IntroductionView({ strings }: { strings: Catalog }) {
  const t = useMemo(() => translator(strings), [strings]);
  const market = useMarket();
  const countriesId = market === UNKNOWN_MARKET ? null : market;
  const { data, failed, loading, retry } = useLoad(
    () => (countriesId == null ? Promise.resolve(null) : forMarket(countriesId, loadIntro(countriesId), t)),
    [countriesId, t],
  );

  if (market === UNKNOWN_MARKET) return <MarketProblem message={t('catalog.marketNotFound')} t={t} />;
  if (countriesId === null) return <MarketProblem message={t('wizard.noMarket')} t={t} />;
  if (data && !data.ok) return <MarketProblem message={data.message} t={t} />;
  const global = countriesId === GLOBAL_STATION;
  const loaded = data?.value;
  const name = global ? t('station.global') : loaded?.country?.countryNames;
  return (
    <div className="wizard-step">
      <Stepper current={0} t={t} />
      <LoadState loading={loading && !data} failed={failed} retry={retry} t={t} />
      {loaded && countriesId !== undefined && (
        <>
          <div className="intro-hero">
            <img
              src={countryImage(countriesId)}
              alt=""
              width="480"
              height="270"
              onError={(e) => {
                e.currentTarget.src = '/empty.svg';
              }}
            />
            <div>
              {/* The global station is not a place ("in Global site"): it has its own sentence. */}
              <h2>{global ? t('wizard.introTitleGlobal') : t('wizard.introTitle', { market: name ?? '' })}</h2>
              {loaded.country && <p>{t('wizard.currency', { currency: loaded.country.currencyCode })}</p>}
              {global && <p>{t('country.globalHint')}</p>}
            </div>
          </div>
          {loaded.intro.length === 0 ? (
            <p className="muted">{t('wizard.noIntro')}</p>
          ) : (
            <div className="intro-list">
              {loaded.intro.map((i) => (
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
