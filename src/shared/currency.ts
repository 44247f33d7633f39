/** Currency → country table used for flags (spec §9). Shared by the seed, the build and the client. */
export const currencyCountry: Record<string, string> = {
  VND: 'vn',
  THB: 'th',
  IDR: 'id',
  MYR: 'my',
  PHP: 'ph',
  INR: 'in',
  BDT: 'bd',
  BRL: 'br',
  MXN: 'mx',
  JPY: 'jp',
  KRW: 'kr',
  TRY: 'tr',
  NGN: 'ng',
  PKR: 'pk',
  USD: 'us',
  EUR: 'eu',
  CNY: 'cn',
  TWD: 'tw',
  HKD: 'hk',
  RUB: 'ru',
  ARS: 'ar',
  COP: 'co',
  PEN: 'pe',
  CLP: 'cl',
  KHR: 'kh',
};

/** The flag image of a currency's country, or null when the table has no entry. */
export function flagUrl(currencyCode: string): string | null {
  const iso = currencyCountry[currencyCode.toUpperCase()];
  return iso ? `/flags/${iso}.svg` : null;
}

/** Country image path by id (spec §9: `/county{id}.png`). */
export function countryImage(id: number): string {
  return `/county${id}.png`;
}
