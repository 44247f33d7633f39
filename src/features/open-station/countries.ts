import { api } from '~/stores/api';
import { GLOBAL_STATION } from '~/shared/catalogIds';
import { countryImage, flagUrl } from '~/shared/currency';
import type { Country } from '~/shared/types';

/** The market list with the synthetic global station appended (spec §3). */
export async function loadCountries(globalName: string): Promise<Country[]> {
  const list = await api.get('/api/opening-station/countries-list', { toastError: false });
  if (!Array.isArray(list)) throw new Error('countries-list: data is not an array');
  return [
    ...list,
    {
      id: GLOBAL_STATION,
      countryNames: globalName,
      currencyCode: 'USD',
      img: countryImage(GLOBAL_STATION),
      templateId: null,
    },
  ];
}

export function countryFlag(country: Country): string | null {
  return country.id === GLOBAL_STATION ? null : flagUrl(country.currencyCode);
}

export { introductionUrl } from '~/shared/paths';
