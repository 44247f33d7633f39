import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '~/lib/apiError';
import { chooseCountry, currentMarket, forgetMarket } from '~/stores/wizard';
import { queryInt, takeNeed, type Need } from './links';
import type { Translate } from '~/shared/i18n';

/**
 * The market a wizard page works on: `?countriesId=` or the one chosen earlier.
 * undefined until mounted (the page is prerendered without a query), null when there is none.
 */
export function useMarket(): number | null | undefined {
  const [market, setMarket] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    const id = queryInt('countriesId') ?? currentMarket();
    if (id !== undefined) chooseCountry(id);
    setMarket(id ?? null);
  }, []);
  return market;
}

/** Why an earlier step sent the merchant here (read once, after mount). */
export function useNeed(): Need | undefined {
  const [need, setNeed] = useState<Need | undefined>(undefined);
  useEffect(() => setNeed(takeNeed()), []);
  return need;
}

/** A market-scoped load: its data, or the server's message when the market itself is the problem. */
export type ForMarket<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * An unknown, withdrawn or malformed market cannot be retried into existence: those failures
 * (codes not_found, validation_failed) become a message; anything else (network, server)
 * still throws, so the caller offers Retry.
 */
export async function forMarket<T>(countriesId: number, load: Promise<T>, t: Translate): Promise<ForMarket<T>> {
  try {
    return { ok: true, value: await load };
  } catch (err) {
    if (!(err instanceof ApiError) || (err.code !== 'not_found' && err.code !== 'validation_failed')) throw err;
    // Not remembered either: the next wizard page opened without a market asks for one.
    forgetMarket(countriesId);
    return { ok: false, message: errorMessage(err, t, 'errors.not_found') };
  }
}
