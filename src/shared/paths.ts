/**
 * Links under a locale's home page. `home` is what `localePath(locale)` gives and what
 * `<html data-home>` carries: '/' for English, '/zh', '/zh-tw' … for the others.
 */
export function underHome(home: string, path: string): string {
  return `${home.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The Introduction step of the open-station flow for a market (or the global station). */
export const introductionUrl = (home: string, countriesId: number): string =>
  underHome(home, `introduction?countriesId=${countriesId}`);

/** The page the merchant follows an order on once money is on its way (`localePath(locale, 'created')`). */
export function createdUrl(localeCreatedPath: string, orderId: number): string {
  return `${localeCreatedPath}?orderId=${orderId}`;
}
