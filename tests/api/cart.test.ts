import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { cartItems } from '../../src/server/db/schema/index.ts';
import { CART_MAX } from '../../src/server/orders/cart.ts';
import { GLOBAL_STATION } from '../../src/shared/catalogIds.ts';
import { cartCalls, catalog, colors } from '../support/cart.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_REGISTER_IP: 1000, RATE_LIMIT_LOGIN_IP: 1000 });
});
afterAll(() => t?.close());

const calls = () => cartCalls(t);
const newUser = () => calls().newUser();
const market = (countriesId: number, templateIndex = 0) => calls().market(countriesId, templateIndex);
const add = (token: string, body: Record<string, unknown>, lang?: string) => calls().add(token, body, lang);

describe('cart calls need a session', () => {
  it('answers 401 to every cart call without a token', async () => {
    for (const [m, p] of [
      ['POST', '/api/cart/create'],
      ['POST', '/api/cart/template'],
      ['GET', '/api/cart/list'],
      ['GET', '/api/cart/detail?id=1'],
      ['POST', '/api/cart/delete'],
    ] as const) {
      const r = await t.call(m, p, m === 'POST' ? { body: {} } : {});
      expect(r.status, p).toBe(401);
      expect(r.json.error).toBe('unauthorized');
    }
  });
});

describe('create', () => {
  it('adds a site and returns the cartItem of api.md', async () => {
    const token = await newUser();
    const { pkg, template } = await market(1);
    const r = await add(token, {
      countriesId: 1,
      packageId: pkg.id,
      templateId: template.id,
      siteName: '  Lucky Star  ',
      ...colors,
    });
    expect(r.status).toBe(200);
    expect(r.json.msg).toBe('Added to cart');
    const item = r.json.data;
    expect(Object.keys(item).sort()).toEqual(
      [
        'colors',
        'country',
        'countriesId',
        'createdAt',
        'currency',
        'id',
        'invalidReason',
        'openOrder',
        'package',
        'price',
        'siteName',
        'status',
        'template',
      ].sort(),
    );
    expect(item).toMatchObject({
      siteName: 'Lucky Star',
      countriesId: 1,
      country: 'Vietnam',
      package: { id: pkg.id },
      template: {
        id: template.id,
        name: template.name,
        thumbnail: `/api/cart/template-image/${template.id}/thumb.svg`,
      },
      colors: { color1: '#0b0d17', color2: '#f5b301', color3: '#e63946' },
      price: pkg.price,
      currency: 'USD',
      status: 1,
      invalidReason: null,
      openOrder: null,
    });
    expect(item.package.name.length).toBeGreaterThan(2);
    expect(new Date(item.createdAt).toISOString()).toBe(item.createdAt);
  });

  it('opens a global-station site with a global package and names the station in the request language', async () => {
    const token = await newUser();
    const { pkg, template } = await market(-1);
    expect(pkg.price).toBe('999.00');
    const r = await add(
      token,
      { countriesId: -1, packageId: pkg.id, templateId: template.id, siteName: 'Global One', ...colors },
      'zh',
    );
    expect(r.status).toBe(200);
    expect(r.json.data.country).toBe(catalog('zh')['station.global']);
  });

  it('prompts for every missing field, in the request language', async () => {
    const token = await newUser();
    for (const lang of ['en', 'ru', 'ar']) {
      const r = await add(token, {}, lang);
      expect(r.status).toBe(400);
      const cat = catalog(lang);
      const byPath = Object.fromEntries(
        (r.json.issues as { path: string; message: string }[]).map((i) => [i.path, i.message]),
      );
      expect(byPath).toEqual({
        countriesId: cat['cart.marketRequired'],
        packageId: cat['cart.packageRequired'],
        templateId: cat['cart.themeRequired'],
        siteName: cat['cart.siteNameRequired'],
        color1: cat['cart.colorRequired'],
        color2: cat['cart.colorRequired'],
        color3: cat['cart.colorRequired'],
      });
    }
    expect(catalog('en')['cart.siteNameRequired']).toBe('Please enter the site name');
  });

  it('checks the site name: 2–40 letters, digits, spaces, - and _ in any script', async () => {
    const token = await newUser();
    const { pkg, templates } = await market(2);
    const body = (siteName: string, i: number) => ({
      countriesId: 2,
      packageId: pkg.id,
      templateId: templates[i]!.id,
      siteName,
      ...colors,
    });
    const issue = async (siteName: string) => (await add(token, body(siteName, 0))).json.issues?.[0]?.message;
    expect(await issue('   ')).toBe('Please enter the site name');
    expect(await issue('a')).toBe('The site name must be 2–40 characters long');
    expect(await issue('x'.repeat(41))).toBe('The site name must be 2–40 characters long');
    expect(await issue('bad!name')).toBe('Use only letters, digits, spaces, - and _ in the site name');
    expect(await issue('<script>')).toBe('Use only letters, digits, spaces, - and _ in the site name');
    for (const [i, ok] of ['موقع النجمة', 'คาสิโนมังกรทอง', 'Lucky_Star-88', '幸运之星'].entries()) {
      const r = await add(token, body(ok, i));
      expect(r.status, ok).toBe(200);
      expect(r.json.data.siteName).toBe(ok);
    }
  });

  it('rejects bad colours, a package of another market, and a template not available there', async () => {
    const token = await newUser();
    const vn = await market(1);
    const th = await market(2);
    const global = await market(-1);
    const base = { countriesId: 1, packageId: vn.pkg.id, templateId: vn.template.id, siteName: 'Checks', ...colors };
    const bad = await add(token, { ...base, color2: 'gold' });
    expect(bad.json.issues).toEqual([{ path: 'color2', message: 'Colours must be written as #rrggbb' }]);
    const otherPkg = await add(token, { ...base, packageId: th.pkg.id }, 'es');
    expect(otherPkg.status).toBe(400);
    expect(otherPkg.json.issues).toEqual([
      { path: 'packageId', message: 'Este paquete no se vende en el mercado elegido' },
    ]);
    const otherTpl = await add(token, { ...base, templateId: th.template.id });
    expect(otherTpl.json.issues).toEqual([
      { path: 'templateId', message: 'This template is not available in the chosen market' },
    ]);
    const unknown = await add(token, { ...base, packageId: 987654, templateId: 987654, countriesId: 4242 });
    expect(unknown.json.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'countriesId',
      'packageId',
      'templateId',
    ]);
    // A global package may serve any market.
    expect((await add(token, { ...base, packageId: global.pkg.id })).status).toBe(200);
    expect((await t.call('GET', '/api/cart/list', { token })).json.data).toHaveLength(1);
  });

  it('keeps site names unique (case-insensitively) with a localized 409, and frees a name on delete', async () => {
    const token = await newUser();
    const { pkg, templates } = await market(3);
    const body = { countriesId: 3, packageId: pkg.id, templateId: templates[0]!.id, siteName: 'Naga Emas', ...colors };
    const first = await add(token, body);
    expect(first.status).toBe(200);
    const dup = await add(token, { ...body, siteName: 'NAGA EMAS', templateId: templates[1]!.id }, 'id');
    expect(dup.status).toBe(409);
    expect(dup.json).toMatchObject({ error: 'conflict', msg: catalog('id')['cart.siteNameTaken'] });
    const cyr = await add(token, { ...body, siteName: 'Дворец' });
    expect(cyr.status).toBe(200);
    expect((await add(token, { ...body, siteName: 'дворец' })).status).toBe(409);
    await t.call('POST', '/api/cart/delete', { token, body: { id: first.json.data.id } });
    expect((await add(token, { ...body, siteName: 'naga emas' })).status).toBe(200);
  });

  it('treats names that differ only in Unicode form as the same name', async () => {
    const token = await newUser();
    const { pkg, templates } = await market(3);
    const body = { countriesId: 3, packageId: pkg.id, templateId: templates[0]!.id, ...colors };
    expect((await add(token, { ...body, siteName: 'Lucky' })).status).toBe(200);
    // Full-width letters (NFKC folds them to ASCII) and a composed vs decomposed accent.
    const wide = await add(token, { ...body, siteName: 'Ｌｕｃｋｙ' });
    expect(wide.status).toBe(409);
    expect(wide.json.msg).toBe(catalog('en')['cart.siteNameTaken']);
    expect((await add(token, { ...body, siteName: 'Caf\u00e9' })).status).toBe(200);
    expect((await add(token, { ...body, siteName: 'Cafe\u0301' })).status).toBe(409);
    expect((await t.call('GET', '/api/cart/list', { token })).json.data).toHaveLength(2);
  });

  it(`holds at most ${CART_MAX} items`, async () => {
    const token = await newUser();
    const { pkg, templates } = await market(-1);
    for (let i = 0; i < CART_MAX; i++) {
      const r = await add(token, {
        countriesId: -1,
        packageId: pkg.id,
        templateId: templates[i % templates.length]!.id,
        siteName: `Site ${i}`,
        ...colors,
      });
      expect(r.status).toBe(200);
    }
    const over = await add(token, {
      countriesId: -1,
      packageId: pkg.id,
      templateId: templates[0]!.id,
      siteName: 'One too many',
      ...colors,
    });
    expect(over.status).toBe(409);
    expect(over.json.msg).toContain(String(CART_MAX));
  });

  it('keeps the limit when several adds race for the last places', async () => {
    const token = await newUser();
    const { pkg, templates } = await market(GLOBAL_STATION);
    const body = (i: number) => ({
      countriesId: GLOBAL_STATION,
      packageId: pkg.id,
      templateId: templates[i % templates.length]!.id,
      siteName: `Race ${i}`,
      ...colors,
    });
    for (let i = 0; i < CART_MAX - 2; i++) expect((await add(token, body(i))).status).toBe(200);
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => add(token, body(100 + i))));
    expect(burst.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    const userId = (await t.call('GET', '/api/user/info', { token })).json.data.id;
    const [held] = await t.db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
    expect(Number(held!.n)).toBe(CART_MAX);
  });
});

describe('list, detail, change, delete', () => {
  it('lists newest first, filters by site name, and shows one item', async () => {
    const token = await newUser();
    const { pkg, templates } = await market(4);
    for (const [i, name] of ['Alpha Casino', 'Beta Club', 'alpha two'].entries()) {
      await add(token, { countriesId: 4, packageId: pkg.id, templateId: templates[i]!.id, siteName: name, ...colors });
    }
    const all = (await t.call('GET', '/api/cart/list', { token })).json.data as { id: number; siteName: string }[];
    expect(all.map((i) => i.siteName)).toEqual(['alpha two', 'Beta Club', 'Alpha Casino']);
    const alpha = (await t.call('GET', '/api/cart/list?siteName=ALPHA', { token })).json.data as { siteName: string }[];
    expect(alpha.map((i) => i.siteName)).toEqual(['alpha two', 'Alpha Casino']);
    expect((await t.call('GET', '/api/cart/list?siteName=zzz', { token })).json.data).toEqual([]);
    const one = await t.call('GET', `/api/cart/detail?id=${all[1]!.id}`, { token, lang: 'ms' });
    expect(one.json.data).toMatchObject({ id: all[1]!.id, siteName: 'Beta Club', country: 'Malaysia' });
    expect((await t.call('GET', '/api/cart/detail?id=99999', { token })).status).toBe(404);
  });

  it('answers a malformed id with one message saying so, and a missing one as required', async () => {
    const token = await newUser();
    for (const id of ['-5', '0', 'abc', '1.5', '12345678901234567890', '2147483648']) {
      const r = await t.call('GET', `/api/cart/detail?id=${id}`, { token });
      expect(r.status, id).toBe(400);
      expect(r.json.issues, id).toEqual([{ path: 'id', message: 'Invalid id' }]);
    }
    const del = await t.call('POST', '/api/cart/delete', { token, body: { id: -5 } });
    expect(del.json.issues).toEqual([{ path: 'id', message: 'Invalid id' }]);
    const missing = await t.call('GET', '/api/cart/detail', { token });
    expect(missing.json.issues).toEqual([{ path: 'id', message: 'This field is required' }]);
  });

  it('changes the template and colours within the market', async () => {
    const token = await newUser();
    const { pkg, templates } = await market(5);
    const other = await market(6);
    const item = (
      await add(token, {
        countriesId: 5,
        packageId: pkg.id,
        templateId: templates[0]!.id,
        siteName: 'Switcher',
        ...colors,
      })
    ).json.data;
    const r = await t.call('POST', '/api/cart/template', {
      token,
      body: { id: item.id, templateId: templates[2]!.id, color1: '#101010', color2: '#ABCDEF', color3: '#123456' },
    });
    expect(r.status).toBe(200);
    expect(r.json.data).toMatchObject({
      id: item.id,
      template: { id: templates[2]!.id },
      colors: { color1: '#101010', color2: '#abcdef', color3: '#123456' },
      siteName: 'Switcher',
    });
    const wrong = await t.call('POST', '/api/cart/template', {
      token,
      body: { id: item.id, templateId: other.template.id, ...colors },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.issues[0].path).toBe('templateId');
    const missing = await t.call('POST', '/api/cart/template', { token, body: { id: item.id } });
    expect(missing.json.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'color1',
      'color2',
      'color3',
      'templateId',
    ]);
  });

  it('deletes an item once; a second delete is 404', async () => {
    const token = await newUser();
    const { pkg, template } = await market(8);
    const item = (
      await add(token, { countriesId: 8, packageId: pkg.id, templateId: template.id, siteName: 'Gone Soon', ...colors })
    ).json.data;
    const del = await t.call('POST', '/api/cart/delete', { token, body: { id: item.id }, lang: 'pt' });
    expect(del.status).toBe(200);
    expect(del.json).toMatchObject({ code: 0, data: null, msg: 'Removido do carrinho' });
    expect((await t.call('POST', '/api/cart/delete', { token, body: { id: item.id } })).status).toBe(404);
    expect((await t.call('GET', '/api/cart/list', { token })).json.data).toEqual([]);
  });
});

describe('ownership', () => {
  it("never lets merchant B see, change or delete merchant A's items (404, like a missing id)", async () => {
    const a = await newUser();
    const b = await newUser();
    const { pkg, templates } = await market(9);
    const item = (
      await add(a, { countriesId: 9, packageId: pkg.id, templateId: templates[0]!.id, siteName: 'A Only', ...colors })
    ).json.data;
    const missing = await t.call('GET', '/api/cart/detail?id=99999999', { token: b });
    const detail = await t.call('GET', `/api/cart/detail?id=${item.id}`, { token: b });
    expect(detail.status).toBe(404);
    expect(detail.json).toEqual(missing.json);
    expect(
      (
        await t.call('POST', '/api/cart/template', {
          token: b,
          body: { id: item.id, templateId: templates[1]!.id, ...colors },
        })
      ).status,
    ).toBe(404);
    expect((await t.call('POST', '/api/cart/delete', { token: b, body: { id: item.id } })).status).toBe(404);
    expect((await t.call('GET', '/api/cart/list', { token: b })).json.data).toEqual([]);
    const still = (await t.call('GET', `/api/cart/detail?id=${item.id}`, { token: a })).json.data;
    expect(still).toMatchObject({ id: item.id, template: { id: templates[0]!.id }, siteName: 'A Only' });
    // B may use the same site name in B's own cart.
    expect(
      (await add(b, { countriesId: 9, packageId: pkg.id, templateId: templates[0]!.id, siteName: 'A Only', ...colors }))
        .status,
    ).toBe(200);
  });
});
