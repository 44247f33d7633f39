/**
 * Ids of the catalogue as both sides use them. `countriesId` names a market, or the
 * global station: a site sold in no one market (spec §3), which has no country row.
 */
export const GLOBAL_STATION = -1;

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_DB_ID = 2_147_483_647;

/** A row id: a whole number from 1 to MAX_DB_ID. */
export const isDbId = (n: number): boolean => Number.isSafeInteger(n) && n > 0 && n <= MAX_DB_ID;

/** A `countriesId`: a market's id or the global station. */
export const isStationId = (n: number): boolean => n === GLOBAL_STATION || isDbId(n);
