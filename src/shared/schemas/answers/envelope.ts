import * as z from 'zod/mini';
import { designErrorStatus, errorStatus } from '../../errors.ts';

/**
 * The envelopes of api.md as schemas: the server's document publishes them and the API
 * suite checks every answer against that document. The browser imports their types only.
 */
export const issue = z.object({ path: z.string(), message: z.string() });

/** Codes a failure may carry on the wire (`malformed_json` is sent as `validation_failed`). */
const wireCodes = Object.keys({ ...errorStatus, ...designErrorStatus }).filter((k) => k !== 'malformed_json') as [
  string,
  ...string[],
];

export const failure = z.object({
  code: z.literal(1),
  msg: z.string(),
  error: z.enum(wireCodes),
  data: z.null(),
  issues: z.optional(z.array(issue)),
});

/** `{code:0, msg, data}` around one answer's data. */
export const success = <T extends z.ZodMiniType>(data: T) => z.object({ code: z.literal(0), msg: z.string(), data });

/** A page of a list (api.md, Pagination). */
export const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

/** Decimal strings of money ("150.00"). */
export const money = () => z.string();
/** ISO 8601 UTC time. */
export const time = () => z.string();
export const idName = z.object({ id: z.number(), name: z.string() });
export const colors = z.object({ color1: z.string(), color2: z.string(), color3: z.string() });

/** One of several numbers or strings (a literal of many values is published as only its first). */
export const oneOf = <const T extends readonly (string | number)[]>(values: T) =>
  z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodMiniLiteral<T[number]>]);
