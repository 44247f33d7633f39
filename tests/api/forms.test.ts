import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc } from 'drizzle-orm';
import { STARTS_AN_APP, startTestApp, type TestApp } from '../support/testApp.ts';
import { contactMessages, leagueApplications } from '../../src/server/db/schema/index.ts';

const contact = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  company: 'Lucky Ops Ltd',
  message: 'We want a station for Brazil in May.',
};
const league = {
  name: 'Kim Tran',
  contact: '@kimtran_ads',
  channel: 'social',
  trafficSources: 'VN, TH — 80k monthly visitors',
  message: 'Hello',
};

let t: TestApp;
let limited: TestApp;
beforeAll(async () => {
  [t, limited] = await Promise.all([startTestApp(), startTestApp({ RATE_LIMIT_FORM_IP: 3 })]);
});
afterAll(async () => {
  // After a beforeAll that timed out (a busy machine) neither app exists: say that, not a TypeError.
  await Promise.all([t?.close(), limited?.close()]);
});

const rows = async (app: TestApp, table: typeof contactMessages | typeof leagueApplications) =>
  Number((await app.db.select({ n: count() }).from(table))[0]!.n);

describe('POST /api/contact/submit', () => {
  it('stores a message and answers with its id and the success message', async () => {
    const before = await rows(t, contactMessages);
    const r = await t.call('POST', '/api/contact/submit', { body: contact });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ code: 0, msg: 'Submitted! We will contact you soon' });
    expect(r.json.data.id).toEqual(expect.any(Number));
    expect(await rows(t, contactMessages)).toBe(before + 1);
    const [stored] = await t.db.select().from(contactMessages).orderBy(contactMessages.id);
    expect(stored).toMatchObject({
      name: 'Ana Souza',
      email: 'ana@example.com',
      company: 'Lucky Ops Ltd',
      locale: 'en',
    });
  });

  it('accepts a missing or blank company and trims the fields', async () => {
    const r = await t.call('POST', '/api/contact/submit', {
      body: { name: '  Bo  ', email: ' bo@example.com ', company: '   ', message: ' hi ' },
    });
    expect(r.status).toBe(200);
    const [row] = await t.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(row).toMatchObject({ name: 'Bo', email: 'bo@example.com', company: null, message: 'hi' });
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['missing name', { ...contact, name: undefined }, 'name', 'Please enter your name'],
    ['blank name', { ...contact, name: '   ' }, 'name', 'Please enter your name'],
    ['name over 100', { ...contact, name: 'x'.repeat(101) }, 'name', 'The name must be at most 100 characters'],
    ['missing email', { ...contact, email: undefined }, 'email', 'Please enter your email'],
    ['bad email', { ...contact, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [
      'company over 200',
      { ...contact, company: 'c'.repeat(201) },
      'company',
      'The company name must be at most 200 characters',
    ],
    ['missing message', { ...contact, message: undefined }, 'message', 'Please enter a message'],
    [
      'message over 5000',
      { ...contact, message: 'm'.repeat(5001) },
      'message',
      'The message must be at most 5,000 characters',
    ],
    ['name of the wrong type', { ...contact, name: 42 }, 'name', 'Must be text'],
  ];
  it.each(invalid)('rejects %s with a field issue and stores nothing', async (_, body, path, message) => {
    const before = await rows(t, contactMessages);
    const r = await t.call('POST', '/api/contact/submit', { body });
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 1, error: 'validation_failed', data: null });
    expect(r.json.issues).toContainEqual({ path, message });
    expect(await rows(t, contactMessages)).toBe(before);
  });

  it('accepts exactly 100 characters of name and 5000 of message', async () => {
    const r = await t.call('POST', '/api/contact/submit', {
      body: { ...contact, name: 'n'.repeat(100), message: 'm'.repeat(5000) },
    });
    expect(r.status).toBe(200);
  });

  it('rejects malformed JSON without storing anything', async () => {
    const before = await rows(t, contactMessages);
    const r = await t.call('POST', '/api/contact/submit', { rawBody: '{"name":' });
    expect(r.status).toBe(400);
    expect(await rows(t, contactMessages)).toBe(before);
  });

  it('answers in the request language, success and field errors alike', async () => {
    const ok = await t.call('POST', '/api/contact/submit', { body: contact, lang: 'es' });
    expect(ok.json.msg).not.toBe('Submitted! We will contact you soon');
    expect(ok.json.msg.length).toBeGreaterThan(5);
    const bad = await t.call('POST', '/api/contact/submit', { body: { ...contact, email: 'nope' }, lang: 'ar' });
    const issue = bad.json.issues.find((i: { path: string }) => i.path === 'email');
    expect(issue.message).toMatch(/[\u0600-\u06FF]/);
    const [last] = await t.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(last!.locale).toBe('es');
  });
});

describe('POST /api/league/save', () => {
  it('files a pending application due for review within 48 hours', async () => {
    const before = Date.now();
    const r = await t.call('POST', '/api/league/save', { body: league });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ code: 0, data: { status: 'pending' } });
    expect(r.json.data.id).toEqual(expect.any(Number));
    const due = Date.parse(r.json.data.reviewBy);
    expect(due - before).toBeGreaterThanOrEqual(48 * 3600_000 - 1000);
    expect(due - Date.now()).toBeLessThanOrEqual(48 * 3600_000 + 1000);
    const [row] = await t.db.select().from(leagueApplications);
    expect(row).toMatchObject({ name: 'Kim Tran', contact: '@kimtran_ads', channel: 'social', status: 'pending' });
  });

  it('needs only name, contact and channel', async () => {
    const r = await t.call('POST', '/api/league/save', {
      body: { name: 'Ola', contact: 'ola@example.com', channel: 'website' },
    });
    expect(r.status).toBe(200);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['missing name', { ...league, name: '' }, 'name', 'Please enter your name'],
    ['name over 100', { ...league, name: 'x'.repeat(101) }, 'name', 'The name must be at most 100 characters'],
    ['missing contact', { ...league, contact: undefined }, 'contact', 'Please tell us how to reach you'],
    [
      'contact over 200',
      { ...league, contact: 'c'.repeat(201) },
      'contact',
      'The contact must be at most 200 characters',
    ],
    ['missing channel', { ...league, channel: undefined }, 'channel', 'Please select a promotion channel'],
    ['unknown channel', { ...league, channel: 'carrier-pigeon' }, 'channel', 'Please select a promotion channel'],
    [
      'traffic sources over 1000',
      { ...league, trafficSources: 't'.repeat(1001) },
      'trafficSources',
      'The traffic sources must be at most 1,000 characters',
    ],
    [
      'message over 2000',
      { ...league, message: 'm'.repeat(2001) },
      'message',
      'The message must be at most 2,000 characters',
    ],
  ];
  it.each(invalid)('rejects %s with a field issue and stores nothing', async (_, body, path, message) => {
    const before = await rows(t, leagueApplications);
    const r = await t.call('POST', '/api/league/save', { body });
    expect(r.status).toBe(400);
    expect(r.json.error).toBe('validation_failed');
    expect(r.json.issues).toContainEqual({ path, message });
    expect(await rows(t, leagueApplications)).toBe(before);
  });

  it('localizes field messages', async () => {
    const r = await t.call('POST', '/api/league/save', { body: { ...league, contact: '' }, lang: 'ja' });
    expect(r.json.issues[0].message).not.toBe('Please tell us how to reach you');
    expect(r.json.issues[0].message).toMatch(/[\u3040-\u30FF\u4E00-\u9FFF]/);
  });
});

describe('per-IP rate limit (RATE_LIMIT_FORM_IP = 3)', () => {
  it('answers the fourth contact message in an hour with 429 and Retry-After, storing nothing', async () => {
    for (let i = 0; i < 3; i++)
      expect((await limited.call('POST', '/api/contact/submit', { body: contact })).status).toBe(200);
    const r = await limited.call('POST', '/api/contact/submit', { body: contact, lang: 'de, ru;q=0.5' });
    expect(r.status).toBe(429);
    expect(r.json).toMatchObject({ code: 1, error: 'rate_limited', data: null });
    const retry = Number(r.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(3600);
    // Numbers are written the Russian way ("1 827").
    expect(r.json.msg).toContain(new Intl.NumberFormat('ru').format(retry));
    expect(r.json.msg).toMatch(/[\u0400-\u04FF]/);
    expect(await rows(limited, contactMessages)).toBe(3);
  });

  it('counts invalid submissions as nothing and the league form separately', async () => {
    expect((await limited.call('POST', '/api/contact/submit', { body: { ...contact, email: 'x' } })).status).toBe(400);
    for (let i = 0; i < 3; i++)
      expect((await limited.call('POST', '/api/league/save', { body: league })).status).toBe(200);
    const r = await limited.call('POST', '/api/league/save', { body: league });
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await rows(limited, leagueApplications)).toBe(3);
  });

  it(
    'keys the limit on X-Forwarded-For only behind a trusted proxy, on the entry the proxy added',
    async () => {
      const proxied = await startTestApp({ RATE_LIMIT_FORM_IP: 1, TRUST_PROXY: true });
      try {
        // The client may send any X-Forwarded-For; our proxy appends the address it saw.
        const from = (ip: string, forged = '10.0.0.1') =>
          proxied.call('POST', '/api/contact/submit', {
            body: contact,
            headers: { 'x-forwarded-for': `${forged}, ${ip}` },
          });
        expect((await from('203.0.113.5')).status).toBe(200);
        expect((await from('203.0.113.5', '192.0.2.77')).status).toBe(429);
        expect((await from('203.0.113.6')).status).toBe(200);
      } finally {
        await proxied.close();
      }
      // Without TRUST_PROXY the header is ignored: everyone shares the socket address.
      const spoof = await limited.call('POST', '/api/contact/submit', {
        body: contact,
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
      expect(spoof.status).toBe(429);
    },
    STARTS_AN_APP,
  );
});

describe('openapi', () => {
  it('documents both form routes', async () => {
    const r = await t.call('GET', '/api/openapi.json');
    expect(Object.keys(r.json.paths)).toEqual(expect.arrayContaining(['/api/contact/submit', '/api/league/save']));
  });
});
