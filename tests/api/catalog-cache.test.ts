import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../../src/server/db/schema/index.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { until } from '../support/until.ts';
import { newMerchant } from '../support/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const LIST = '/api/cart/template-list?countriesId=3&pageSize=5';

describe('catalogue reads are cacheable', () => {
  it('sends ETag, public Cache-Control and Vary, and answers If-None-Match with 304', async () => {
    const first = await t.call('GET', LIST, { lang: 'vi' });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"c\d+-[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(first.headers.get('vary')).toContain('Accept-Language');
    // Asked again, first while the process may still be reading the version from the row, then
    // once it is heard of in memory (answered without a promise): the same answers either way.
    for (let i = 0; i < 4; i++) {
      const again = await t.call('GET', LIST, { lang: 'vi', headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect((await t.call('GET', LIST, { lang: 'vi' })).text).toBe(first.text);
    }
    // Same body from the process cache; another language is another entry with another tag.
    const cached = await t.call('GET', LIST, { lang: 'vi' });
    expect(cached.text).toBe(first.text);
    const en = await t.call('GET', LIST, { lang: 'en' });
    expect(en.headers.get('etag')).not.toBe(etag);
    // Query order does not matter.
    const reordered = await t.call('GET', '/api/cart/template-list?pageSize=5&countriesId=3', { lang: 'vi' });
    expect(reordered.headers.get('etag')).toBe(etag);
  });

  it('answers a kept read from memory: the route and its queries do not run again', async () => {
    const KEPT = '/api/cart/template-list?countriesId=3&pageSize=7';
    const reads = () => t.statements.filter((q) => /from "templates"/i.test(q)).length;
    const first = await t.call('GET', KEPT, { lang: 'ja' });
    expect(first.status).toBe(200);
    const afterFirst = reads();
    // The route ran once: it read the templates.
    expect(afterFirst).toBeGreaterThan(0);
    for (const encoding of ['identity', 'gzip', 'br', 'identity']) {
      const again = await t.app.request(KEPT, { headers: { 'accept-language': 'ja', 'accept-encoding': encoding } });
      expect(again.status).toBe(200);
      await again.arrayBuffer();
    }
    expect(reads()).toBe(afterFirst);
    // Another query is another entry: its route runs.
    await t.call('GET', `${KEPT}&page=2`, { lang: 'ja' });
    expect(reads()).toBeGreaterThan(afterFirst);
  });

  it('a catalogue change, from any process or tool, changes the tag and the answer within a second', async () => {
    const before = await t.call('GET', LIST, { lang: 'en' });
    const gone = before.json.data.list[0].id as number;
    await t.db.update(templates).set({ active: false }).where(eq(templates.id, gone));
    try {
      // The change is pushed (NOTIFY); on PostgreSQL it arrives a moment after the commit.
      const stale = await until(
        async () => {
          const r = await t.call('GET', LIST, {
            lang: 'en',
            headers: { 'if-none-match': before.headers.get('etag')! },
          });
          return r.status === 200 ? r : undefined;
        },
        1_000,
        'the new catalogue version',
      );
      expect(stale.headers.get('etag')).not.toBe(before.headers.get('etag'));
      expect(stale.json.data.list.map((x: { id: number }) => x.id)).not.toContain(gone);
      expect(stale.json.data.total).toBe(before.json.data.total - 1);
    } finally {
      await t.db.update(templates).set({ active: true }).where(eq(templates.id, gone));
    }
    const back = await until(
      async () => {
        const r = await t.call('GET', LIST, { lang: 'en' });
        return r.json.data.list[0].id === gone ? r : undefined;
      },
      1_000,
      'the restored catalogue',
    );
    expect(back.json.data.total).toBe(before.json.data.total);
  });

  it('never caches a refusal or an account read', async () => {
    const bad = await t.call('GET', '/api/cart/template-list?countriesId=abc');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    expect((await t.call('GET', '/api/cart/list')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('API JSON is compressed', () => {
  const BIG = '/api/cart/template-list?countriesId=-1&pageSize=100';
  it('sends brotli or gzip as the client allows, the same JSON either way', async () => {
    const plain = await t.call('GET', BIG, { lang: 'en' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0', 'gzip'],
      ['*', 'br'],
    ] as const) {
      // app.request hands back the encoded bytes as they would go on the wire.
      const res = await t.app.request(BIG, { headers: { 'accept-language': 'en', 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      const raw = Buffer.from(await res.arrayBuffer());
      const decoded = (encoding === 'br' ? brotliDecompressSync(raw) : gunzipSync(raw)).toString();
      expect(decoded).toBe(plain.text);
      expect(raw.length).toBeLessThan(plain.text.length / 4);
    }
    const none = await t.app.request(BIG, { headers: { 'accept-encoding': 'identity' } });
    expect(none.headers.get('content-encoding')).toBeNull();
  });

  it('compresses account reads too, and leaves small answers alone', async () => {
    const small = await t.app.request('/api/health', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    const doc = await t.app.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(doc.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await doc.arrayBuffer())).toString()).openapi).toMatch(/^3\./);
    const user = await newMerchant(t);
    const info = await t.app.request('/api/user/info', {
      headers: { authorization: `Bearer ${user.token}`, 'accept-encoding': 'gzip' },
    });
    expect(info.status).toBe(200);
    // Too short to be worth it, yet a shared cache must know the answer varies.
    expect(info.headers.get('content-encoding')).toBeNull();
    expect(info.headers.get('vary')).toContain('Accept-Encoding');
  });
});
