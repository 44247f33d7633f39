import { ApiError } from '~/lib/apiError';
import { fetchClient } from '~/shared/api/fetchClient';
import type { TemplateSource } from '~/ui/templateBrowser/TemplateBrowser';
import { type Result, result } from './designApi';

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
 * console's language, through the typed client over fetch.
 */
export function catalogueApi(countriesId: number, lang: string): TemplateSource {
  const api = fetchClient({ headers: () => ({ 'accept-language': lang }) });
  return {
    categories: (q) => data(result(api.get('/api/cart/category', { query: { countriesId, q: q || undefined } }))),
    templates: (p) =>
      data(
        result(
          api.get('/api/cart/template-list', {
            query: { countriesId, categoryId: p.categoryId, q: p.q || undefined, page: p.page, pageSize: p.pageSize },
          }),
        ),
      ),
  };
}
