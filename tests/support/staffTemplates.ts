import { randomUUID } from 'node:crypto';
import { GLOBAL_STATION } from '../../src/shared/catalogIds.ts';
import { rows, t } from './moneyApp.ts';
import { staffCalls } from './staff.ts';
import { png } from './templatePacks.ts';

// What the template-management API tests share (on the money app of the file that imports them).

export const { post, get, signedIn } = staffCalls({ call: (...args) => t.call(...args) });
export const catalogue = () => signedIn('catalogue', t.db);
export const uid = () => randomUUID().slice(0, 8);
export const count = async (q: string) => Number((await rows(q))[0]!.n);
export const state = async () => ({
  templates: await count('select count(*) as n from templates'),
  groups: await count('select count(*) as n from template_groups'),
  images: await count('select count(*) as n from template_images'),
  audit: await count('select count(*) as n from staff_audit'),
  version: (await rows(`select value from settings where key = 'catalog.version'`))[0]!.value,
});

export const form = (key: string, over: Record<string, unknown> = {}) => ({
  key,
  names: { en: `Neon Tiger ${key}`, ar: `النمر ${key}` },
  category: 'slots',
  markets: [1, GLOBAL_STATION],
  tags: ['neon'],
  layout: 'showcase',
  palette: { color1: '#101018', color2: '#ff2fd6', color3: '#2ff3ff' },
  thumb: png(320, 200).toString('base64'),
  reason: 'new design from the studio',
  ...over,
});

/** The storefront's template search in a market, as the gallery asks it. */
export const search = async (countriesId: number, q: string, lang = 'en') =>
  (await t.call('GET', `/api/cart/template-list?countriesId=${countriesId}&q=${encodeURIComponent(q)}`, { lang })).json
    .data as { total: number; list: { id: number; name: string; thumbnail: string }[] };
