import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../../src/server/db/schema/index.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LIST = '/api/cart/template-list?countriesId=3&pageSize=5';

describe('catalogue reads are cacheable', () => {
  it('sends ETag, public Cache-Control and Vary, and answers If-None-Match with 304', async () => {
    const first = await t.call('GET', LIST, { lang: 'vi' });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"c\d+-[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(first.headers.get('vary')).toContain('Accept-Language');
    const again = await t.call('GET', LIST, { lang: 'vi', headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    // Same body from the process cache; another language is another entry with another tag.
    const cached = await t.call('GET', LIST, { lang: 'vi' });
    expect(cached.text).toBe(first.text);
    const en = await t.call('GET', LIST, { lang: 'en' });
    expect(en.headers.get('etag')).not.toBe(etag);
    // Query order does not matter.
    const reordered = await t.call('GET', '/api/cart/template-list?pageSize=5&countriesId=3', { lang: 'vi' });
    expect(reordered.headers.get('etag')).toBe(etag);
  });

  it('a catalogue change, from any process or tool, changes the tag and the answer at once', async () => {
    const before = await t.call('GET', LIST, { lang: 'en' });
    const gone = before.json.data.list[0].id as number;
    await t.db.update(templates).set({ active: false }).where(eq(templates.id, gone));
    try {
      const stale = await t.call('GET', LIST, {
        lang: 'en',
        headers: { 'if-none-match': before.headers.get('etag')! },
      });
      expect(stale.status).toBe(200);
      expect(stale.json.data.list.map((x: { id: number }) => x.id)).not.toContain(gone);
      expect(stale.json.data.total).toBe(before.json.data.total - 1);
    } finally {
      await t.db.update(templates).set({ active: true }).where(eq(templates.id, gone));
    }
    const back = await t.call('GET', LIST, { lang: 'en' });
    expect(back.json.data.list[0].id).toBe(gone);
  });

  it('never caches a refusal or an account read', async () => {
    const bad = await t.call('GET', '/api/cart/template-list?countriesId=abc');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    expect((await t.call('GET', '/api/cart/list')).headers.get('cache-control')).toBe('no-store');
  });
});
