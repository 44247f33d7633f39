import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json' with { type: 'json' };
import { GLOBAL_STATION } from '../../src/shared/catalogIds.ts';
import { startMoneyApp, t } from '../support/moneyApp.ts';
import { catalogue, count, form, get, post, search, state, uid } from '../support/staffTemplates.ts';
import { packFiles, template } from '../support/templatePacks.ts';

// Template packs for the catalogue role: an import is all or nothing and idempotent by the
// template's key; large bodies are read only after the staff door.

startMoneyApp();

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
