import { z } from 'zod';
import { isDbId, isStationId } from '../catalogIds.ts';

/**
 * A required text field: `requiredKey` when the value is absent, `validation.notText`
 * when it is there but not a string (`"account": 123` is not an empty account).
 */
export const text = (requiredKey: string) =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? requiredKey : 'validation.notText'),
  });

/**
 * An id from a query string or a body, with one message whatever is wrong with it
 * (letters, negative, 20 digits). An absent id says 'required' (see http/validate.ts).
 */
export const idField = (key = 'validation.invalidId') => z.coerce.number({ error: key }).refine(isDbId, key);

/** countriesId: a market id or the global station. */
export const stationIdField = (key = 'validation.invalidId') =>
  z.coerce.number({ error: key }).refine(isStationId, key);

export const idParam = idField();
export const countriesIdParam = stationIdField();

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const countriesListQuery = z.object({ id: idParam.optional() });
