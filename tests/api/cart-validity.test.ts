import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { cartItems } from '../../src/server/db/schema/index.ts';
import { revalidateCartItem } from '../../src/server/orders/cartValidity.ts';
import { CART_STATUS } from '../../src/shared/cartStatus.ts';
import { restoringCatalog } from '../support/catalog.ts';
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
describe('invalidation', () => {
  it('shows an item invalid once its template is withdrawn, says why in the request language, and never writes on read', async () => {
    const token = await newUser();
    const { pkg, templates } = await market(10);
    const tpl = templates[7]!;
    const item = (
      await add(token, { countriesId: 10, packageId: pkg.id, templateId: tpl.id, siteName: 'Withdrawn', ...colors })
    ).json.data;
    const [before] = await t.db.select().from(cartItems).where(eq(cartItems.id, item.id));
    await restoringCatalog(t.db, { templates: [tpl.id] }, async () => {
      await t.db.execute(sql`update templates set active = false where id = ${tpl.id}`);
      const [listed] = (await t.call('GET', '/api/cart/list', { token })).json.data;
      expect(listed).toMatchObject({
        id: item.id,
        status: CART_STATUS.invalid,
        invalidReason: 'The template has been withdrawn',
      });
      const ar = await t.call('GET', `/api/cart/detail?id=${item.id}`, { token, lang: 'ar' });
      expect(ar.json.data.invalidReason).toBe(catalog('ar')['cart.invalid.template_withdrawn']);
      // Reading computed the status; the row is as it was.
      const [after] = await t.db.select().from(cartItems).where(eq(cartItems.id, item.id));
      expect(after).toEqual(before);
      // Choosing another template makes it valid again, and that write stores the status.
      const fixed = await t.call('POST', '/api/cart/template', {
        token,
        body: { id: item.id, templateId: templates[8]!.id, ...colors },
      });
      expect(fixed.json.data).toMatchObject({ status: CART_STATUS.valid, invalidReason: null });
    });
  });

  it('shows an item invalid when the package price changes or the package is withdrawn; revalidation stores it', async () => {
    let now = new Date('2026-11-23T10:00:00Z');
    const ctx = { db: t.db, now: () => now };
    const token = await newUser();
    const { pkgs, template } = await market(11);
    const pkg = pkgs[2]!;
    const item = (
      await add(token, { countriesId: 11, packageId: pkg.id, templateId: template.id, siteName: 'Priced', ...colors })
    ).json.data;
    expect(item.price).toBe(pkg.price);
    await restoringCatalog(t.db, { packages: [pkg.id] }, async () => {
      await t.db.execute(sql`update packages set price_minor = price_minor + 10000 where id = ${pkg.id}`);
      const changed = (await t.call('GET', `/api/cart/detail?id=${item.id}`, { token, lang: 'tr' })).json.data;
      expect(changed).toMatchObject({
        status: CART_STATUS.invalid,
        price: pkg.price,
        invalidReason: catalog('tr')['cart.invalid.price_changed'],
      });
      await t.db.execute(sql`update packages set active = false where id = ${pkg.id}`);
      const [row] = await t.db.select().from(cartItems).where(eq(cartItems.id, item.id));
      expect(row).toMatchObject({ status: CART_STATUS.valid, invalidReason: null });
      const again = await revalidateCartItem({ ctx, input: { item: row! } });
      expect(again).toMatchObject({ status: CART_STATUS.invalid, invalidReason: 'package_withdrawn', updatedAt: now });
      const [stored] = await t.db.select().from(cartItems).where(eq(cartItems.id, item.id));
      expect(stored).toEqual(again);
      await t.db.execute(
        sql`update packages set active = true, price_minor = price_minor - 10000 where id = ${pkg.id}`,
      );
      now = new Date('2026-11-23T11:00:00Z');
      const restored = await revalidateCartItem({ ctx, input: { item: again } });
      expect(restored).toMatchObject({ status: CART_STATUS.valid, invalidReason: null, updatedAt: now });
      // Nothing to change: nothing written.
      now = new Date('2026-11-23T12:00:00Z');
      expect((await revalidateCartItem({ ctx, input: { item: restored } })).updatedAt).toEqual(restored.updatedAt);
      expect((await t.call('GET', '/api/cart/list', { token })).json.data[0].status).toBe(CART_STATUS.valid);
    });
  });

  it('shows an item invalid when its market is withdrawn', async () => {
    const token = await newUser();
    const { pkg, template } = await market(12);
    const item = (
      await add(token, { countriesId: 12, packageId: pkg.id, templateId: template.id, siteName: 'Closed', ...colors })
    ).json.data;
    await restoringCatalog(t.db, { countries: [12] }, async () => {
      await t.db.execute(sql`update countries set active = false where id = 12`);
      const shown = (await t.call('GET', `/api/cart/detail?id=${item.id}`, { token })).json.data;
      expect(shown).toMatchObject({
        status: CART_STATUS.invalid,
        invalidReason: catalog('en')['cart.invalid.market_withdrawn'],
      });
    });
  });
});
