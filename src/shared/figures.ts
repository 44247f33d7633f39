import { formatPrice, formatPriceRange } from './money.ts';

/**
 * The platform's headline figures, written once. Catalog texts show them through placeholders
 * (`{{templateCount}}+ templates`), so every locale writes the same numbers its own way
 * ("3,000", "3.000", "3 000", "৩,০০০") instead of each catalog typing its own copy.
 */
export const figures = {
  templateCount: 3000,
  newTemplateCount: 50,
  gameCount: 12_000,
  developerCount: 300,
  paymentMethodCount: 300,
  /** The cheapest package of the global site, in whole USD (the seed prices it from here). */
  startingPriceUsd: 999,
  /** What a traditional custom build costs, in whole USD. */
  buildCostUsd: [30_000, 50_000],
} as const;

export type FigureVars = Record<
  'templateCount' | 'newTemplateCount' | 'gameCount' | 'developerCount' | 'paymentMethodCount',
  number
> &
  Record<'startingPrice' | 'buildCost', string>;

const cache = new Map<string, FigureVars>();

/** The figures as translation variables for an Intl locale; counts stay numbers (the translator formats them). */
export function figureVars(lang: string): FigureVars {
  let vars = cache.get(lang);
  if (!vars) {
    const [low, high] = figures.buildCostUsd;
    vars = {
      templateCount: figures.templateCount,
      newTemplateCount: figures.newTemplateCount,
      gameCount: figures.gameCount,
      developerCount: figures.developerCount,
      paymentMethodCount: figures.paymentMethodCount,
      startingPrice: formatPrice(figures.startingPriceUsd, 'USD', lang),
      buildCost: formatPriceRange(low, high, 'USD', lang),
    };
    cache.set(lang, vars);
  }
  return vars;
}
