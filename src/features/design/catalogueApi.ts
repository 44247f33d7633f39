import { ApiError } from '~/lib/apiError';
import type { Template } from '~/shared/schemas/catalog';
import type { Page } from '~/shared/types';
import type { TemplateSource } from '~/ui/templateBrowser/TemplateBrowser';
import { call, type Result } from './designApi';

/** A catalogue answer for the browser's loads: the data, or the failure as `LoadState` words it (offline, the server's words). */
async function data<D>(r: Promise<Result<D>>): Promise<D> {
  const a = await r;
  if (a.ok) return a.data;
  throw a.status === 0
    ? new ApiError('network')
    : new ApiError('failed', { status: a.status, serverMessage: a.message });
}

/**
 * The public template catalogue (GET /api/cart/category and /template-list, the wizard's
 * gallery's calls) for the template dialog's browser: the site's market, names in the
 * console's language, through the console's own client.
 */
export function catalogueApi(countriesId: number, lang: string): TemplateSource {
  const init: RequestInit = { headers: { 'accept-language': lang } };
  const query = (q: Record<string, string | number | undefined>) =>
    new URLSearchParams(
      Object.entries(q).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
    ).toString();
  return {
    categories: (q) => data(call(`/api/cart/category?${query({ countriesId, q })}`, init)),
    templates: (p) => data(call<Page<Template>>(`/api/cart/template-list?${query({ countriesId, ...p })}`, init)),
  };
}
