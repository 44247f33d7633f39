import type { Template, TemplateCategory } from '~/shared/schemas/catalog';
import type { Page } from '~/shared/types';
import { call, type Result } from './designApi';

/**
 * The public template catalogue (GET /api/cart/category and /template-list, the wizard's
 * gallery's calls) for the template picker: the site's market, names in the console's language.
 */
export function catalogueApi(countriesId: number, lang: string) {
  const init: RequestInit = { headers: { 'accept-language': lang } };
  const query = (q: Record<string, string | number | undefined>) =>
    new URLSearchParams(
      Object.entries(q).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
    ).toString();
  return {
    categories: (q: string): Promise<Result<TemplateCategory[]>> =>
      call(`/api/cart/category?${query({ countriesId, q })}`, init),
    templates: (p: { categoryId?: number | undefined; q: string; page: number; pageSize: number }) =>
      call<Page<Template>>(`/api/cart/template-list?${query({ countriesId, ...p })}`, init),
  };
}

export type CatalogueApi = ReturnType<typeof catalogueApi>;
