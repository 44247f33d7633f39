import { ApiError, errorMessage } from '~/lib/apiError';
import type { Translate } from '~/shared/messageKey';

/** Where a failed cart call's message belongs: under the site-name field, or above the form. */
export interface CartFailure {
  siteName?: string;
  alert?: string;
}

/**
 * A site-name issue, or a conflict (the name is taken), goes under the field; other issues
 * are listed with their own messages rather than a bare "Request parameter error".
 */
export function cartFailure(err: unknown, t: Translate): CartFailure {
  if (!(err instanceof ApiError)) return { alert: errorMessage(err, t, 'errors.operationFailed') };
  const field = err.issues.find((i) => i.path === 'siteName');
  if (field) return { siteName: field.message };
  if (err.code === 'conflict') return { siteName: errorMessage(err, t) };
  const others = err.issues.map((i) => i.message);
  return { alert: others.length ? others.join(' ') : errorMessage(err, t, 'errors.operationFailed') };
}
