import { z } from 'zod';

/** An integer id from a query string or a body. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** countriesId: a market id or -1 for the global station. */
export const countriesIdParam = z.coerce
  .number()
  .int()
  .refine((n) => n === -1 || (n > 0 && n < 2_147_483_647), 'validation.invalid');

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const countriesListQuery = z.object({ id: idParam.optional() });
