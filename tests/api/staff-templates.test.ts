import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json' with { type: 'json' };
import zh from '../../i18n/zh.json' with { type: 'json' };
import { GLOBAL_STATION } from '../../src/shared/catalogIds.ts';
import { probeImage } from '../../src/server/staff/templateImages.ts';
import { rows, startMoneyApp, t } from '../support/moneyApp.ts';
import { catalogue, count, form, get, post, search, signedIn, state, uid } from '../support/staffTemplates.ts';
import { newMerchant } from '../support/journey.ts';
import { packFiles, png, pngHeaderOnly, template } from '../support/templatePacks.ts';

// Template management for the catalogue role: add and edit a template with its pictures; the
// storefront's list and search see each change at once; pictures are judged by their bytes.
// Packs are in staff-template-packs.test.ts.

startMoneyApp();

describe('adding and editing a template', () => {
  it('adds a template: the storefront lists and finds it at once, with its own picture; one audit row', async () => {
    const s = await catalogue();
    const key = `tiger-${uid()}`;
    // The cached answers of the gallery, read before the change.
    expect((await search(1, key)).total).toBe(0);
    expect((await search(GLOBAL_STATION, key)).total).toBe(0);
    const before = await state();
    const added = await post('/templates/add', form(key), s.cookie);
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect(added.json.msg).toBe(en['staff.templates.added']);
    const { ids } = added.json.data as { ids: number[] };
    expect(ids).toHaveLength(2);
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(1_000_000);
    const vn = await search(1, key);
    expect(vn.list.map((r) => r.id)).toEqual([ids[0]]);
    expect((await search(GLOBAL_STATION, key)).total).toBe(1);
    // Arabic has its own name; a language without one falls back to English.
    expect((await search(1, key, 'ar')).list[0]!.name).toBe(`النمر ${key}`);
    expect((await search(1, key, 'ja')).list[0]!.name).toBe(`Neon Tiger ${key}`);
    // Newest first: the gallery's first page of the market starts with it.
    const first = await t.call('GET', '/api/cart/template-list?countriesId=1&pageSize=1');
    expect(first.json.data.list[0].id).toBe(ids[0]);
    const thumb = await t.call('GET', vn.list[0]!.thumbnail);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(thumb.headers.get('cache-control')).toBe('public, no-cache');
    expect(thumb.text).toMatch(/href="data:image\/webp;base64,/);
    // No preview picture sent: the preview is drawn from the design, and revalidated (it may be edited).
    const preview = await t.call('GET', `/api/cart/template-image/${ids[0]}/preview.svg`);
    expect(preview.text).not.toMatch(/data:image/);
    expect(preview.headers.get('cache-control')).toBe('public, no-cache');
    const after = await state();
    expect(after.audit).toBe(before.audit + 1);
    expect(after.version).not.toBe(before.version);
    const [audit] = await rows(
      'select action, target, before, after, reason from staff_audit order by id desc limit 1',
    );
    expect(audit).toMatchObject({ action: 'catalogue.templateAdd', target: `template:${key}`, before: null });
    expect((audit!.after as { markets: number[] }).markets).toEqual([GLOBAL_STATION, 1]);

    // The same key again: refused on its field, nothing changed.
    const again = await post('/templates/add', form(key), s.cookie);
    expect(again.status).toBe(400);
    expect(again.json.issues).toEqual([
      expect.objectContaining({ path: 'key', message: en['staff.templates.keyTaken'] }),
    ]);
    expect(await state()).toEqual(after);
  });

  it('edits a template: names, markets and category move in the storefront at once; a stale form is a 409', async () => {
    const s = await catalogue();
    const key = `edit-${uid()}`;
    const added = await post('/templates/add', form(key), s.cookie);
    const [vnId] = added.json.data.ids as number[];
    const detail = await get(`/templates/detail?id=${vnId}`, s.cookie);
    expect(detail.json.data).toMatchObject({ key, version: 1, markets: [GLOBAL_STATION, 1], ownThumb: true });
    const edit = {
      ...form(key),
      id: vnId,
      version: 1,
      names: { en: `Lotus Palace ${key}` },
      category: 'live',
      markets: [1, 2],
      thumb: undefined,
      reason: 'renamed by the studio',
    };
    const before = await state();
    const saved = await post('/templates/edit', edit, s.cookie);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data).toMatchObject({ status: 'updated', version: 2 });
    expect((await search(1, `lotus palace ${key}`)).total).toBe(1);
    expect((await search(1, `neon tiger ${key}`)).total).toBe(0);
    expect((await search(2, key)).total).toBe(1);
    // Off the global station: its row is withdrawn, not deleted (carts and orders still name it).
    expect((await search(GLOBAL_STATION, key)).total).toBe(0);
    const [row] = await rows(
      `select t.active, c.kind from templates t join template_categories c on c.id = t.category_id where t.id = ${vnId}`,
    );
    expect(row).toEqual({ active: true, kind: 'live' });
    // The picture not sent stays.
    expect((await t.call('GET', `/api/cart/template-image/${vnId}/thumb.svg`)).text).toMatch(/data:image\/webp/);
    const [audit] = await rows('select action, before, after from staff_audit order by id desc limit 1');
    expect(audit!.action).toBe('catalogue.templateEdit');
    expect((audit!.before as { category: string }).category).toBe('slots');
    expect((audit!.after as { category: string; changed: string[] }).changed).toEqual(
      expect.arrayContaining(['names', 'category', 'markets']),
    );
    expect((await state()).audit).toBe(before.audit + 1);

    // Sent again as read at version 1: someone changed it since, nothing changes.
    const afterEdit = await state();
    const stale = await post('/templates/edit', { ...edit, names: { en: 'Stale name' } }, s.cookie);
    expect(stale.status).toBe(409);
    expect(stale.json.msg).toBe(en['staff.templates.stale']);
    expect(await state()).toEqual(afterEdit);
  });

  it('a market taken off by an edit makes a cart item of that template say so, as a withdrawal does', async () => {
    const s = await catalogue();
    const key = `cart-${uid()}`;
    const [vnId] = (await post('/templates/add', form(key, { markets: [1] }), s.cookie)).json.data.ids as number[];
    const token = await newMerchant(t);
    const pkgs = await t.api.get('/api/opening-station/package-list', { query: { countriesId: 1 } });
    const item = await t.api.post('/api/cart/create', {
      token,
      body: {
        countriesId: 1,
        packageId: pkgs[0]!.id,
        templateId: vnId!,
        siteName: `Tiger ${uid()}`,
        color1: '#0b0d17',
        color2: '#f5b301',
        color3: '#ffe08a',
      },
    });
    expect(item.status).toBe(1);
    const edit = { ...form(key), id: vnId, version: 1, markets: [2], thumb: undefined, reason: 'not for Vietnam' };
    expect((await post('/templates/edit', edit, s.cookie)).status).toBe(200);
    const after = await t.call('GET', `/api/cart/detail?id=${item.id}`, { token });
    expect(after.json.data.status).toBe(2);
    expect(after.json.data.invalidReason).toBe(en['cart.invalid.template_withdrawn']);
  });

  it('judges pictures by their bytes: text named .png, a header that lies, too large or too wide are refused', async () => {
    const s = await catalogue();
    const before = await state();
    const text = Buffer.from('this is not a picture, whatever the name says').toString('base64');
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['text', { thumb: text }, 'thumb', en['staff.templates.image.notImage']],
      [
        'a PNG header over nothing',
        { preview: pngHeaderOnly(200, 200).toString('base64') },
        'preview',
        en['staff.templates.image.unreadable'],
      ],
      [
        '5000 px wide',
        { thumb: pngHeaderOnly(5000, 100).toString('base64') },
        'thumb',
        en['staff.templates.image.tooWide'].replace('{{max}}', '4096'),
      ],
      [
        '10 px',
        { thumb: png(10, 10).toString('base64') },
        'thumb',
        en['staff.templates.image.tooSmall'].replace('{{min}}', '64'),
      ],
    ];
    for (const [what, over, path, message] of cases) {
      const res = await post('/templates/add', form(`bad-${uid()}`, over), s.cookie);
      expect({ what, status: res.status, issues: res.json.issues }).toEqual({
        what,
        status: 400,
        issues: [expect.objectContaining({ path, message })],
      });
    }
    // Over 2 MB of bytes (a real PNG header padded): refused by its size before it is decoded.
    const big = Buffer.concat([pngHeaderOnly(300, 300), Buffer.alloc(2 * 1024 * 1024 + 10)]).toString('base64');
    const oversize = await post('/templates/add', form(`big-${uid()}`, { thumb: big }), s.cookie);
    expect(oversize.status).toBe(400);
    expect(oversize.json.issues[0]).toMatchObject({
      path: 'thumb',
      message: en['staff.templates.image.tooLarge'].replace('{{mb}}', '2'),
    });
    // A body over the route's own limit (6 MB) is a 413 before anything is read.
    const huge = await post('/templates/add', form(`huge-${uid()}`, { thumb: 'A'.repeat(7 * 1024 * 1024) }), s.cookie);
    expect(huge.status).toBe(413);
    expect(await state()).toEqual(before);
    // The larger limit is these routes' alone: another staff route still refuses 100 KB.
    const other = await post(
      '/catalogue/package/price',
      { packageId: 1, price: '1.00', reason: 'x'.repeat(100_000) },
      s.cookie,
    );
    expect(other.status).toBe(413);
    const trailing = await post('/templates/add/', form(`slash-${uid()}`, { thumb: 'A'.repeat(100_000) }), s.cookie);
    expect(trailing.status).toBe(413);
  });

  it('reads the formats by their first bytes', () => {
    expect(probeImage(png(100, 70))).toEqual({ format: 'png', width: 100, height: 70 });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0, 90, 0, 120, 3, 1, 1]);
    expect(probeImage(jpeg)).toEqual({ format: 'jpeg', width: 120, height: 90 });
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0);
    webp.write('WEBPVP8X', 8);
    webp.writeUIntLE(639, 24, 3);
    webp.writeUIntLE(399, 27, 3);
    expect(probeImage(webp)).toEqual({ format: 'webp', width: 640, height: 400 });
    expect(probeImage(Buffer.from('GIF89a........................'))).toBeNull();
  });

  it('bad input is a localized 400 that changes nothing', async () => {
    const s = await catalogue();
    const before = await state();
    const res = await t.call('POST', '/api/staff/templates/add', {
      body: form('x', { names: { en: '' }, markets: [], category: 'chess', reason: '' }),
      lang: 'zh',
      headers: { cookie: s.cookie },
    });
    expect(res.status).toBe(400);
    const byPath = Object.fromEntries(
      (res.json.issues as { path: string; message: string }[]).map((i) => [i.path, i.message]),
    );
    expect(byPath).toMatchObject({
      key: zh['staff.templates.keyInvalid'],
      'names.en': zh['staff.templates.nameRequired'],
      markets: zh['staff.templates.marketsRequired'],
      category: zh['staff.templates.categoryRequired'],
      reason: zh['staff.error.reasonRequired'],
    });
    const unknown = await post('/templates/add', form(`m-${uid()}`, { markets: [999], tags: ['nope'] }), s.cookie);
    expect(unknown.json.issues.map((i: { path: string }) => i.path).sort()).toEqual(['markets', 'tags']);
    expect(await state()).toEqual(before);
  });

  it('refuses the support role, a merchant token and no session', async () => {
    const support = await signedIn('support', t.db);
    const merchant = await newMerchant(t);
    const before = await state();
    expect((await post('/templates/add', form(`r-${uid()}`), support.cookie)).status).toBe(403);
    expect(
      (
        await post(
          '/templates/import',
          { files: packFiles('p', [template(`r-${uid()}`)]), reason: 'r r r' },
          support.cookie,
        )
      ).status,
    ).toBe(403);
    expect((await get('/templates', support.cookie)).status).toBe(403);
    const asMerchant = await t.call('POST', '/api/staff/templates/add', { body: form(`m-${uid()}`), token: merchant });
    expect(asMerchant.status).toBe(401);
    expect((await post('/templates/add', form(`n-${uid()}`))).status).toBe(401);
    expect(await state()).toEqual(before);
  });

  it('people adding one key at once: one template, every other told the key is taken', async () => {
    const people = [await catalogue(), await catalogue()];
    const key = `race-${uid()}`;
    // Six at once: one template, five refusals on the key's field, never a 500. (A planted fault —
    // the templates lock removed — was not caught here: these calls did not overlap in the database.)
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post('/templates/add', form(key, { thumb: undefined }), people[i % 2]!.cookie),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(await count(`select count(*) as n from template_groups where key = '${key}'`)).toBe(1);
  });
});
