import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import type { $ZodIssue } from 'zod/v4/core';
import { AppError, type Issue } from '../../shared/errors.ts';
import type { Translate } from '../../shared/i18n.ts';
import type { AppContext } from './context.ts';

/**
 * Schema messages are i18n keys (shared with the forms); zod's own messages are
 * mapped to generic keys. Either way the client gets its language.
 */
export function localizeIssue(issue: $ZodIssue, t: Translate, input?: unknown): Issue {
  const path = issue.path.map(String).join('.');
  const own = issue.message;
  if (/^[a-z]+\.[A-Za-z_.]+$/.test(own)) {
    const vars =
      'minimum' in issue ? { min: String(issue.minimum) } : 'maximum' in issue ? { max: String(issue.maximum) } : {};
    return { path, message: t(own, vars) };
  }
  const missing = valueAt(input, issue.path) === undefined;
  return { path, message: t(missing ? 'validation.required' : genericKey(issue), genericVars(issue)) };
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let v = input;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

function genericKey(issue: $ZodIssue): string {
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

function genericVars(issue: $ZodIssue): Record<string, string> {
  if (issue.code === 'too_small') return { min: String(issue.minimum) };
  if (issue.code === 'too_big') return { max: String(issue.maximum) };
  return {};
}

function hook(result: { success: boolean; data?: unknown; error?: { issues: $ZodIssue[] } }, c: AppContext) {
  if (!result.success) {
    const t = c.get('t');
    const issues = (result.error?.issues ?? []).map((i) => localizeIssue(i, t, result.data));
    throw new AppError('validation_failed', { issues });
  }
}

export const validateQuery = <T extends ZodType>(schema: T) => zValidator('query', schema, hook as never);
export const validateJson = <T extends ZodType>(schema: T) => zValidator('json', schema, hook as never);
