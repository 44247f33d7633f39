import { fetchClient } from '~/shared/api/fetchClient';
import { result } from './designApi';

/**
 * The public template catalogue (GET /api/cart/category and /template-list, the wizard's
 * gallery's calls) for the template picker: the site's market, names in the console's language.
 */
export function catalogueApi(countriesId: number, lang: string) {
  const api = fetchClient({ headers: () => ({ 'accept-language': lang }) });
  return {
    categories: (q: string) => result(api.get('/api/cart/category', { query: { countriesId, q } })),
    templates: (p: { categoryId?: number | undefined; q: string; page: number; pageSize: number }) =>
      result(api.get('/api/cart/template-list', { query: { countriesId, ...p } })),
  };
}

export type CatalogueApi = ReturnType<typeof catalogueApi>;
