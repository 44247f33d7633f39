import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json' with { type: 'json' };
import zh from '../../i18n/zh.json' with { type: 'json' };
import { GLOBAL_STATION } from '../../src/shared/catalogIds.ts';
import { probeImage } from '../../src/server/staff/templateImages.ts';
import { rows, startMoneyApp, t } from '../support/moneyApp.ts';
import { staffCalls } from '../support/staff.ts';
import { newMerchant } from '../support/journey.ts';
import { packFiles, png, pngHeaderOnly, template } from '../support/templatePacks.ts';

// Template management for the catalogue role: add, edit, and import a pack of templates with
// their pictures; the storefront's list and search see each change at once; pictures are
// judged by their bytes; an import is all or nothing and idempotent by the template's key.

startMoneyApp();

const { post, get, signedIn } = staffCalls({ call: (...args) => t.call(...args) });
const catalogue = () => signedIn('catalogue', t.db);
const uid = () => randomUUID().slice(0, 8);
const count = async (q: string) => Number((await rows(q))[0]!.n);
const state = async () => ({
  templates: await count('select count(*) as n from templates'),
  groups: await count('select count(*) as n from template_groups'),
  images: await count('select count(*) as n from template_images'),
  audit: await count('select count(*) as n from staff_audit'),
  version: (await rows(`select value from settings where key = 'catalog.version'`))[0]!.value,
});

const form = (key: string, over: Record<string, unknown> = {}) => ({
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
const search = async (countriesId: number, q: string, lang = 'en') =>
  (await t.call('GET', `/api/cart/template-list?countriesId=${countriesId}&q=${encodeURIComponent(q)}`, { lang })).json
    .data as { total: number; list: { id: number; name: string; thumbnail: string }[] };

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

describe('template packs', () => {
  it('imports a generated pack: adds N templates the storefront finds at once; the same pack again adds nothing and says so', async () => {
    const s = await catalogue();
    const tag = uid();
    const keys = [`a-${tag}`, `b-${tag}`, `c-${tag}`];
    const files = packFiles(
      `Monthly ${tag}`,
      keys.map((k) => template(k)),
    );
    const before = await state();
    const first = await post('/templates/import', { files, reason: 'monthly pack' }, s.cookie);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.msg).toBe(en['staff.packs.imported']);
    expect(first.json.data).toMatchObject({ pack: `Monthly ${tag}`, added: 3, updated: 0, unchanged: 0 });
    expect(first.json.data.results.map((r: { key: string; status: string }) => [r.key, r.status])).toEqual(
      keys.map((k) => [k, 'added']),
    );
    for (const k of keys) {
      expect((await search(1, `pack ${k}`)).total).toBe(1);
      expect((await search(GLOBAL_STATION, `pack ${k}`)).total).toBe(1);
      expect((await search(1, `模板 ${k}`, 'zh')).total).toBe(1);
    }
    const id = first.json.data.results[0].ids[0];
    expect((await t.call('GET', `/api/cart/template-image/${id}/preview.svg`)).text).toMatch(/data:image\/webp/);
    const once = await state();
    expect(once.templates).toBe(before.templates + 6);
    expect(once.groups).toBe(before.groups + 3);
    // Six pictures, each stored once.
    expect(once.images).toBe(before.images + 6);
    expect(once.audit).toBe(before.audit + 1);

    const second = await post('/templates/import', { files, reason: 'monthly pack again' }, s.cookie);
    expect(second.status).toBe(200);
    expect(second.json.data).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
    const twice = await state();
    expect({ ...twice, audit: 0 }).toEqual({ ...once, audit: 0 });

    // The pack changed for one template: that one is updated, the others unchanged.
    const changed = packFiles(`Monthly ${tag}`, [
      template(keys[0]!, { names: { en: `Renamed ${tag}` } }),
      template(keys[1]!),
      template(keys[2]!),
    ]);
    const third = await post('/templates/import', { files: changed, reason: 'fixed a name' }, s.cookie);
    expect(third.json.data).toMatchObject({ added: 0, updated: 1, unchanged: 2 });
    expect(third.json.data.results[0]).toMatchObject({ status: 'updated', changed: ['names'] });
    expect((await search(1, `renamed ${tag}`)).total).toBe(1);
  });

  it('a pack with one bad template changes nothing and names each problem by key', async () => {
    const s = await catalogue();
    const tag = uid();
    const good = [template(`ok1-${tag}`), template(`ok2-${tag}`)];
    const bad = template(`bad-${tag}`, { markets: ['VN', 'ZZ'] });
    const forged = template(`forged-${tag}`);
    const files = packFiles(`Mixed ${tag}`, [...good, bad, forged]).map((f) =>
      // A text file under a picture's name.
      f.name === `images/forged-${tag}-thumb.png`
        ? { ...f, data: Buffer.from('<html>not a png</html>').toString('base64') }
        : f,
    );
    const before = await state();
    const res = await post('/templates/import', { files, reason: 'mixed pack' }, s.cookie);
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe(en['staff.packs.refused'].replace('{{refused}}', '2'));
    expect(res.json.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: `templates.bad-${tag}.markets`, message: en['staff.templates.marketUnknown'] }),
        expect.objectContaining({
          path: `templates.forged-${tag}.images.thumbnail`,
          message: en['staff.templates.image.notImage'],
        }),
      ]),
    );
    expect(await state()).toEqual(before);
    expect((await search(1, `pack ok1-${tag}`)).total).toBe(0);
  });

  it('refuses a folder without pack.json, broken JSON, a missing picture, a path outside the folder and a key twice', async () => {
    const s = await catalogue();
    const tag = uid();
    const before = await state();
    const call = (files: { name: string; data: string }[]) =>
      post('/templates/import', { files, reason: 'checks' }, s.cookie);
    const noPack = await call([{ name: 'readme.txt', data: Buffer.from('hi').toString('base64') }]);
    expect(noPack.json.issues[0]).toMatchObject({ path: 'pack.json', message: en['staff.packs.noPackFile'] });
    const broken = await call([{ name: 'pack.json', data: Buffer.from('{"format":1,').toString('base64') }]);
    expect(broken.json.issues[0]).toMatchObject({ message: en['staff.packs.badJson'] });
    const missing = packFiles(`M ${tag}`, [template(`m-${tag}`)]).filter((f) => !f.name.endsWith('-preview.png'));
    expect((await call(missing)).json.issues[0]).toMatchObject({
      path: `templates.m-${tag}.images.preview`,
      message: en['staff.packs.fileMissing'].replace('{{file}}', `images/m-${tag}-preview.png`),
    });
    const outside = packFiles(`O ${tag}`, [template(`o-${tag}`, { images: { thumbnail: '../secret.png' } })]);
    expect((await call(outside)).json.issues[0]).toMatchObject({ path: `templates.o-${tag}.images.thumbnail` });
    const twice = await call(packFiles(`T ${tag}`, [template(`t-${tag}`), template(`t-${tag}`)]));
    expect(twice.json.issues[0]).toMatchObject({ path: `templates.t-${tag}.key`, message: en['staff.packs.keyTwice'] });
    const schema = await call(packFiles(`S ${tag}`, [template(`s-${tag}`, { category: 'chess' })]));
    expect(schema.json.issues[0]).toMatchObject({ path: `templates.s-${tag}.category` });
    expect(await state()).toEqual(before);
  });

  it('two imports of one new pack at once add it once', async () => {
    const [a, b] = [await catalogue(), await catalogue()];
    const tag = uid();
    const files = packFiles(`Race ${tag}`, [template(`r1-${tag}`), template(`r2-${tag}`)]);
    const answers = await Promise.all([
      post('/templates/import', { files, reason: 'first person' }, a.cookie),
      post('/templates/import', { files, reason: 'second person' }, b.cookie),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.map((r) => r.json.data.added).sort()).toEqual([0, 2]);
    expect(await count(`select count(*) as n from template_groups where key like 'r_-${tag}'`)).toBe(2);
  });

  it('lists every template for staff, by market and by id, key or name', async () => {
    const s = await catalogue();
    const key = `list-${uid()}`;
    const [id] = (await post('/templates/add', form(key), s.cookie)).json.data.ids as number[];
    const byKey = await get(`/templates?q=${key}`, s.cookie);
    expect(byKey.json.data.list.map((r: { id: number }) => r.id).sort()).toHaveLength(2);
    expect(byKey.json.data.list[0]).toMatchObject({ key, category: 'slots', active: true });
    const byId = await get(`/templates?q=${id}&countriesId=1`, s.cookie);
    expect(byId.json.data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    const seeded = await get('/templates?q=1&countriesId=-1', s.cookie);
    expect(seeded.status).toBe(200);
    const detail = await get('/templates/detail?id=1', s.cookie);
    expect(detail.json.data).toMatchObject({ key: null, version: 0 });
    const notEditable = await post('/templates/edit', { ...form('x'), id: 1, version: 1 }, s.cookie);
    expect(notEditable.status).toBe(404);
    expect(notEditable.json.msg).toBe(en['staff.templates.notEditable']);
  });
});

describe('larger bodies', () => {
  it('are read only after the staff door: a caller without a session is answered before sending its body', async () => {
    // A body that never ends: a server reading it before its door would never answer.
    const stalled = new ReadableStream<Uint8Array>({
      start(ctl) {
        ctl.enqueue(new TextEncoder().encode('{"files":['));
      },
    });
    const answer = t.app.request('/api/staff/templates/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: stalled,
      duplex: 'half',
    } as RequestInit);
    const timedOut = new Promise<'read the body'>((resolve) => setTimeout(() => resolve('read the body'), 5_000));
    const res = await Promise.race([answer, timedOut]);
    expect(res).not.toBe('read the body');
    expect((res as Response).status).toBe(401);
    // A declared length over the route's limit is refused before anything else.
    const declared = await t.app.request('/api/staff/templates/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(42 * 1024 * 1024) },
      body: '{}',
    });
    expect(declared.status).toBe(413);
  });
});
