import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, leagueApplications } from '../../src/server/db/schema/index.ts';
import { LONG, P } from '../e2e/inertPayloads.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';

/**
 * Issue 11, stored text: contact messages and affiliate applications are shown on no screen
 * (tests/e2e/inert-text.spec.ts covers the screens that show stored text), so what matters
 * is that they are kept exactly as sent — no HTML-escaping into the data, no stripping — and
 * that nothing of them is echoed in the answer.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('hostile text in the marketing forms', () => {
  it('keeps a contact message verbatim and echoes none of it', async () => {
    const body = { name: `${P.img}${P.bidi}`, email: "q'+'x@example.com", company: P.svg, message: LONG };
    const r = await t.call('POST', '/api/contact/submit', { body });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.keys(r.json.data)).toEqual(['id']);
    for (const text of [P.img, P.svg, '<script', 'onerror']) expect(r.text).not.toContain(text);
    const [row] = await t.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(row).toMatchObject(body);
  });

  it('keeps an affiliate application verbatim and echoes none of it', async () => {
    const body = { name: P.script, contact: P.js, channel: 'website', trafficSources: P.tpl, message: LONG };
    const r = await t.call('POST', '/api/league/save', { body });
    expect(r.status).toBe(200);
    expect(Object.keys(r.json.data).sort()).toEqual(['id', 'reviewBy', 'status']);
    for (const text of [P.script, P.js, '7*7', 'onerror']) expect(r.text).not.toContain(text);
    const [row] = await t.db.select().from(leagueApplications).orderBy(desc(leagueApplications.id)).limit(1);
    expect(row).toMatchObject(body);
  });

  it('refuses what is over the limits with a localized 400 and stores nothing', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const r = await t.call('POST', '/api/contact/submit', {
      body: { name: P.img.repeat(3), email: 'a@example.com', message: 'x'.repeat(5001) },
      lang: 'es',
    });
    expect(r.status).toBe(400);
    const messages = Object.fromEntries(
      r.json.issues.map((i: { path: string; message: string }) => [i.path, i.message]),
    );
    expect(Object.keys(messages).sort()).toEqual(['message', 'name']);
    expect(messages.name).toBe('El nombre debe tener como máximo 100 caracteres');
    expect(messages.message).toMatch(/^El mensaje debe tener como máximo 5\.?000 caracteres$/);
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });
});
