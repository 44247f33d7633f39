import { useEffect, useState } from 'react';
import { api } from '~/stores/api';
import { ApiError, errorMessage } from '~/lib/apiError';
import { GLOBAL_STATION } from '~/shared/catalogIds';
import { useLoad } from '~/ui/useLoad';
import { chooseCountry, currentMarket, forgetMarket } from '~/stores/wizard';
import { queryInt, takeNeed, type Need } from '~/lib/wizardLinks';
import type { Translate } from '~/shared/messageKey';

/** A market id in the address that is not a number: no market has it. */
export const UNKNOWN_MARKET = 'unknown';

/**
 * The market a wizard page works on: `?countriesId=` or the one chosen earlier.
 * undefined until mounted (the page is prerendered without a query), null when there is none,
 * UNKNOWN_MARKET when the address names one that cannot exist (`?countriesId=abc`): that is
 * the same "market not available" as an unknown id, never silently the remembered market.
 */
export function useMarket(): number | null | typeof UNKNOWN_MARKET | undefined {
  const [market, setMarket] = useState<number | null | typeof UNKNOWN_MARKET | undefined>(undefined);
  useEffect(() => {
    const given = new URLSearchParams(window.location.search).get('countriesId');
    const fromQuery = queryInt('countriesId');
    if (given !== null && fromQuery === undefined) {
      setMarket(UNKNOWN_MARKET);
      return;
    }
    const id = fromQuery ?? currentMarket();
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

/** The market's name for a summary: the global station's own name, else the server's (localized). */
export function useMarketName(countriesId: number | null | undefined, globalName: string): string | undefined {
  const { data } = useLoad(
    () =>
      countriesId == null || countriesId === GLOBAL_STATION
        ? Promise.resolve(null)
        : api.get('/api/opening-station/countries-list', { query: { id: countriesId }, toastError: false }),
    [countriesId],
  );
  if (countriesId === GLOBAL_STATION) return globalName;
  return data?.[0]?.countryNames;
}
