import { useEffect, useId, useMemo, useState } from 'react';
import { Modal } from '~/ui/Modal';
import { translator } from '~/lib/clientStrings';
import { toast } from '~/lib/toast';
import { closeDialog } from '~/stores/dialogs';
import type { Catalog } from '~/shared/translate';
import type { Country } from '~/shared/types';
import { GLOBAL_STATION } from '~/shared/catalogIds';
import { countryFlag, introductionUrl, loadCountries } from './countries';
import { GlobeIcon } from './GlobeIcon';
import './country-dialog.css';

/** Country-selection modal (spec §2): banner, grid of markets, the global station. */
export default function CountryDialog({ strings }: { strings: Catalog }) {
  // One translator per catalog, so the load below runs once rather than on every render.
  const t = useMemo(() => translator(strings), [strings]);
  const id = useId();
  const [countries, setCountries] = useState<Country[] | null>(null);

  useEffect(() => {
    let live = true;
    loadCountries(t('station.global')).then(
      (list) => {
        if (live) setCountries(list);
      },
      (err: unknown) => {
        console.error('load countries failed', err);
        // A dialog closed meanwhile must not report, nor close whatever opened since.
        if (!live) return;
        toast(t('country.loadFailed'), 'error');
        closeDialog();
      },
    );
    return () => {
      live = false;
    };
  }, [t]);

  if (!countries) return null;
  const home = document.documentElement.dataset['home'] ?? '/';
  return (
    <Modal labelledBy={`${id}-title`} onClose={closeDialog} className="country-dialog" closeLabel={t('common.close')}>
      <div className="country-banner">
        <h2 id={`${id}-title`}>{t('country.title')}</h2>
        <p>{t('country.lead')}</p>
      </div>
      <ul className="country-grid">
        {countries.map((c) => {
          const flag = countryFlag(c);
          return (
            <li key={c.id}>
              <a href={introductionUrl(home, c.id)} onClick={() => closeDialog()} data-country-id={c.id}>
                {flag ? (
                  <img
                    src={flag}
                    alt=""
                    width="48"
                    height="36"
                    loading="lazy"
                    onError={(e) => {
                      e.currentTarget.src = '/empty.svg';
                    }}
                  />
                ) : (
                  <GlobeIcon className="globe" />
                )}
                <span className="name">{c.countryNames}</span>
                {c.id === GLOBAL_STATION && <span className="hint">{t('country.globalHint')}</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
