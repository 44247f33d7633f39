import { introductionUrl, underHome } from '~/shared/paths';

/** URLs of the wizard's pages in the current locale, and the query parameters they read. */
function home(): string {
  return (typeof document !== 'undefined' && document.documentElement.dataset['home']) || '/';
}

/** Why a step sent the merchant back: shown once on the step they land on. */
export type Need = 'package' | 'design';
const NEEDS: readonly Need[] = ['package', 'design'];

const withNeed = (url: string, need: Need | undefined) => (need ? `${url}&need=${need}` : url);

export const wizardUrl = {
  introduction: (countriesId: number) => introductionUrl(home(), countriesId),
  package: (countriesId: number, need?: Need) =>
    withNeed(underHome(home(), `package?countriesId=${countriesId}`), need),
  chooseTheme: (countriesId: number, packageId: number) =>
    underHome(home(), `choose-theme?countriesId=${countriesId}&packageId=${packageId}`),
  cart: () => underHome(home(), 'cart'),
  /** Launching a further site of a paid order: the same gallery, for that order (`?launch=`). */
  launch: (orderId: number) => underHome(home(), `choose-theme?launch=${orderId}`),
  mySites: () => underHome(home(), 'my-site'),
};

/** An integer query parameter, or undefined. */
export function queryInt(name: string): number | undefined {
  if (typeof window === 'undefined') return undefined;
  const v = new URLSearchParams(window.location.search).get(name);
  return v !== null && /^-?\d+$/.test(v) ? Number(v) : undefined;
}

/**
 * Reads `?need=` once and removes it from the address, so a reload or a shared link does
 * not repeat a message about a choice the merchant has since made.
 */
export function takeNeed(): Need | undefined {
  if (typeof window === 'undefined') return undefined;
  const url = new URL(window.location.href);
  const need = url.searchParams.get('need');
  if (need === null) return undefined;
  url.searchParams.delete('need');
  window.history.replaceState(window.history.state, '', url);
  return NEEDS.find((n) => n === need);
}
