/** URLs of the wizard's pages in the current locale. */
function home(): string {
  const h = (typeof document !== 'undefined' && document.documentElement.dataset['home']) || '/';
  return h === '/' ? '' : h;
}

export const wizardUrl = {
  introduction: (countriesId: number) => `${home()}/introduction?countriesId=${countriesId}`,
  package: (countriesId: number) => `${home()}/package?countriesId=${countriesId}`,
  chooseTheme: (countriesId: number, packageId: number) =>
    `${home()}/choose-theme?countriesId=${countriesId}&packageId=${packageId}`,
  cart: () => `${home()}/cart`,
};

/** An integer query parameter, or undefined. */
export function queryInt(name: string): number | undefined {
  if (typeof window === 'undefined') return undefined;
  const v = new URLSearchParams(window.location.search).get(name);
  return v !== null && /^-?\d+$/.test(v) ? Number(v) : undefined;
}
