import * as z from 'zod/mini';
import { isDbId, isStationId } from '../catalogIds.ts';

/*
 * The shared schemas use zod's mini build: the same validation core as `zod`, written as
 * functions instead of methods, so a browser bundle carries only the checks it uses. The
 * server validates with these very schemas, and its API document is generated from them
 * (@hono/zod-openapi; src/server/http/openapi.ts lends them the two methods it reads).
 */

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
export const idField = (key = 'validation.invalidId') => z.coerce.number({ error: key }).check(z.refine(isDbId, key));

/** countriesId: a market id or the global station. */
export const stationIdField = (key = 'validation.invalidId') =>
  z.coerce.number({ error: key }).check(z.refine(isStationId, key));

export const idParam = idField();
export const countriesIdParam = stationIdField();

/** A page number or size from a query string, with its default. */
export const pageParam = (max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback);

export const pageQuery = z.object({ page: pageParam(100_000, 1), pageSize: pageParam(100, 20) });

export const countriesListQuery = z.object({ id: z.optional(idParam) });

/** An optional text: absent, null, or a trimmed string within `max` characters. */
export const optionalText = (max: number, tooLongKey = 'validation.tooLong') =>
  z.nullable(z.optional(z.string({ error: 'validation.notText' }).check(z.trim(), z.maxLength(max, tooLongKey))));
