import { createMiddleware } from 'hono/factory';
import type { $ZodIssue } from 'zod/v4/core';
import { AppError, type IssueKey } from '../../shared/errors.ts';
import type { MessageKey } from '../../shared/messageKey.ts';
import { catalogKey } from '../platform/i18n.ts';
import type { AppContext } from './context.ts';

/**
 * Schema messages are i18n keys (shared with the forms); zod's own messages (English text,
 * no key of the catalog) are mapped to generic keys. The error handler translates the key.
 * An absent value is 'required' unless the schema names its own prompt (`cart.packageRequired`, …).
 */
export function issueKey(issue: $ZodIssue, input?: unknown): IssueKey {
  const path = issue.path.map(String).join('.');
  const own = catalogKey(issue.message);
  const value = valueAt(input, issue.path);
  const missing = value === undefined || value === '';
  if (own && !(missing && own.startsWith('validation.'))) {
    // `count` is the bound as a number: a length message picks its plural form and digits from it.
    // A custom rule names its own figures in `params` (a top-up's limits, its example amounts).
    const vars =
      'minimum' in issue
        ? { min: String(issue.minimum), count: Number(issue.minimum) }
        : 'maximum' in issue
          ? { max: String(issue.maximum), count: Number(issue.maximum) }
          : issue.code === 'custom'
            ? (issue.params ?? {})
            : {};
    return { path, key: own, vars };
  }
  return { path, key: missing ? 'validation.required' : genericKey(issue), vars: genericVars(issue) };
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let v = input;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

function genericKey(issue: $ZodIssue): MessageKey {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? issue.minimum === 1
          ? 'validation.required'
          : 'validation.tooShort'
        : 'validation.tooSmall';
    case 'too_big':
      return issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig';
    default:
      return 'validation.invalid';
  }
}

function genericVars(issue: $ZodIssue): Record<string, string | number> {
  // A text length is a count (its plural form and digits follow the locale); other bounds are plain values.
  if (issue.code === 'too_small')
    return issue.origin === 'string' ? { count: Number(issue.minimum) } : { min: String(issue.minimum) };
  if (issue.code === 'too_big')
    return issue.origin === 'string' ? { count: Number(issue.maximum) } : { max: String(issue.maximum) };
  return {};
}

/** The `defaultHook` of every router: invalid input is the validation_failed envelope, its keys translated once by the error handler. */
export function validationHook(
  result: { success: boolean; data?: unknown; error?: { issues: $ZodIssue[] } },
  _c: AppContext,
) {
  if (!result.success) {
    const issues = (result.error?.issues ?? []).map((i) => issueKey(i, result.data));
    // One message per field: the first rule it breaks (as the forms show it).
    const first = issues.filter((issue, i) => issues.findIndex((o) => o.path === issue.path) === i);
    throw new AppError('validation_failed', { issues: first });
  }
}

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * A JSON route refuses what is not JSON instead of reading it as `{}`: a body of another
 * type is 415; no body at all is a 400 that says a body is needed.
 */
export function assertJsonBody(c: AppContext): void {
  const type = c.req.header('content-type') ?? '';
  if (JSON_TYPE.test(type)) return;
  if (!type && c.req.raw.body === null) throw new AppError('validation_failed', { key: 'validation.bodyRequired' });
  throw new AppError('unsupported_media_type');
}

/** Before a declared JSON body is validated: not JSON is 415, no body a 400 (assertJsonBody). */
export const jsonOnly = createMiddleware((c, next) => {
  assertJsonBody(c as AppContext);
  return next();
});
