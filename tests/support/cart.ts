import { readFileSync } from 'node:fs';
import type { TestApp } from './testApp.ts';
import { newMerchant } from './users.ts';

/** What the cart suites share: catalogs, colours, and the wizard's calls against one app. */
export const catalog = (code: string) =>
  JSON.parse(readFileSync(`i18n/${code}.json`, 'utf8')) as Record<string, string>;
export const colors = { color1: '#0B0D17', color2: '#f5b301', color3: '#e63946' };

export function cartCalls(t: TestApp) {
  const newUser = async () => (await newMerchant(t)).token;

  /** A market's packages and templates, taken from the API like the wizard does. */
  async function market(countriesId: number, templateIndex = 0) {
    const pkgs = await t.api.get('/api/opening-station/package-list', { query: { countriesId } });
    const tpls = (await t.api.get('/api/cart/template-list', { query: { countriesId, pageSize: 100 } })).list;
    return { pkg: pkgs[0]!, pkgs, template: tpls[templateIndex]!, templates: tpls };
  }

  const add = (token: string, body: Record<string, unknown>, lang?: string) =>
    t.call('POST', '/api/cart/create', { token, body, ...(lang ? { lang } : {}) });

  return { newUser, market, add };
}
