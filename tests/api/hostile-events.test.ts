import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newWebhookSecret, signEvent } from '../../src/server/orders/providers/webhook.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { snapshot, hostileScalar, hostileObject, BROKEN_JSON } from '../support/hostile.ts';

/** Hostile provider events: forged, truncated, stale, tampered, replayed and malformed signed bodies. */

const SEED = 20261123;
const BODY_LIMIT = 64 * 1024;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('hostile provider events (/api/pay/notify/{sandbox,usdt})', () => {
  const secretOf = (p: 'sandbox' | 'usdt') => t.providers[p]!.secret;
  const eventBody = (paymentId: string) =>
    JSON.stringify({
      type: 'payment.succeeded',
      timestamp: new Date().toISOString(),
      data: { paymentId, amount: '1.00', currency: 'USD' },
    });

  type Tamper =
    | 'wrong-secret'
    | 'body-changed'
    | 'signature-truncated'
    | 'signature-junk'
    | 'signature-missing'
    | 'id-changed'
    | 'timestamp-changed'
    | 'stale'
    | 'future'
    | 'timestamp-junk'
    | 'version-changed';

  const TAMPERS: Tamper[] = [
    'wrong-secret',
    'body-changed',
    'signature-truncated',
    'signature-junk',
    'signature-missing',
    'id-changed',
    'timestamp-changed',
    'stale',
    'future',
    'timestamp-junk',
    'version-changed',
  ];

  function forged(provider: 'sandbox' | 'usdt', tamper: Tamper, junk: string, cut: number) {
    const body = eventBody(`pay_${junk.length}`);
    const now = new Date();
    const at =
      tamper === 'stale'
        ? new Date(now.getTime() - 10 * 60_000)
        : tamper === 'future'
          ? new Date(now.getTime() + 10 * 60_000)
          : now;
    const e = signEvent(tamper === 'wrong-secret' ? newWebhookSecret() : secretOf(provider), body, { at });
    const headers: Record<string, string> = { ...e.headers };
    let raw = e.body;
    const sig = headers['webhook-signature']!;
    switch (tamper) {
      case 'body-changed':
        raw = raw.replace('1.00', '1000.00');
        break;
      case 'signature-truncated':
        headers['webhook-signature'] = sig.slice(0, Math.max(0, sig.length - 1 - (cut % sig.length)));
        break;
      case 'signature-junk':
        headers['webhook-signature'] = `v1,${Buffer.from(junk).toString('base64')} ${junk.replace(/[\r\n\0]/g, '')}`;
        break;
      case 'signature-missing':
        delete headers['webhook-signature'];
        break;
      case 'id-changed':
        headers['webhook-id'] = `${headers['webhook-id']}x`;
        break;
      case 'timestamp-changed':
        headers['webhook-timestamp'] = String(Number(headers['webhook-timestamp']) - 1);
        break;
      case 'timestamp-junk':
        headers['webhook-timestamp'] = '1e3';
        break;
      case 'version-changed':
        headers['webhook-signature'] = sig.replace(/^v1,/, 'v2,');
        break;
      default:
        break;
    }
    return { headers, raw };
  }

  it('refuses forged, truncated, stale and tampered signatures with 400 signature_invalid, storing nothing', async () => {
    const before = await snapshot(t.db);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'sandbox' | 'usdt'>('sandbox', 'usdt'),
        fc.constantFrom(...TAMPERS),
        fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
        fc.nat(),
        async (provider, tamper, junk, cut) => {
          const { headers, raw } = forged(provider, tamper, junk, cut);
          const res = await t.app.request(`/api/pay/notify/${provider}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: raw,
          });
          const json = (await res.json()) as Record<string, unknown>;
          const where = `${provider} ${tamper} ${JSON.stringify(headers)}`;
          expect(res.status, where).toBe(400);
          expect(json, where).toMatchObject({ code: 1, error: 'signature_invalid', data: null });
          expect(typeof json['msg']).toBe('string');
        },
      ),
      { seed: SEED, numRuns: 40, endOnFailure: true },
    );
    expect(await snapshot(t.db)).toEqual(before);
  });

  it("refuses one provider's valid signature at the other provider's endpoint and at a junk provider", async () => {
    const before = await snapshot(t.db);
    const e = signEvent(secretOf('sandbox'), eventBody('pay_cross'));
    for (const [provider, status, error] of [
      ['usdt', 400, 'signature_invalid'],
      ['junk', 404, 'not_found'],
      ['SANDBOX', 404, 'not_found'],
      ['__proto__', 404, 'not_found'],
      ['constructor', 404, 'not_found'],
    ] as const) {
      const res = await t.app.request(`/api/pay/notify/${provider}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...e.headers },
        body: e.body,
      });
      expect(res.status, provider).toBe(status);
      expect(await res.json()).toMatchObject({ code: 1, error, data: null });
    }
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('accepts a signed body that is not a valid event or is hostile JSON only with a valid signature, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'sandbox' | 'usdt'>('sandbox', 'usdt'),
        fc.oneof(
          hostileObject(['type', 'timestamp', 'data']),
          fc.constantFrom(...BROKEN_JSON.filter((b) => b.length < 1000)),
          hostileScalar.map((v) => JSON.stringify(v) ?? 'null'),
        ),
        async (provider, body) => {
          if (Buffer.byteLength(body) > BODY_LIMIT || body.includes('\0') || /\\u0000/i.test(body)) return;
          const e = signEvent(secretOf(provider), body);
          const res = await t.app.request(`/api/pay/notify/${provider}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...e.headers },
            body: e.body,
          });
          const text = await res.text();
          expect(res.status, `${provider} ${body.slice(0, 200)}: ${text}`).toBeLessThan(500);
          const json = JSON.parse(text) as Record<string, unknown>;
          if (res.status >= 400) expect(json).toMatchObject({ code: 1, data: null });
          else expect(json).toMatchObject({ code: 0 });
        },
      ),
      { seed: SEED, numRuns: 25, endOnFailure: true },
    );
  });

  it('treats a replayed delivery (same webhook-id) as a duplicate that changes nothing', async () => {
    const e = signEvent(secretOf('sandbox'), eventBody('pay_replayed'));
    const first = await t.app.request('/api/pay/notify/sandbox', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...e.headers },
      body: e.body,
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ code: 0, data: { received: true, duplicate: false } });
    const before = await snapshot(t.db);
    // The identical bytes again, and the same id re-signed over a different body.
    const again = [e, signEvent(secretOf('sandbox'), eventBody('pay_other'), { id: e.headers['webhook-id'] })];
    for (const replay of again) {
      const res = await t.app.request('/api/pay/notify/sandbox', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...replay.headers },
        body: replay.body,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ code: 0, data: { received: true, duplicate: true } });
    }
    // A captured delivery replayed after the tolerance window is a forgery.
    const old = signEvent(secretOf('sandbox'), eventBody('pay_old'), { at: new Date(Date.now() - 6 * 60_000) });
    const stale = await t.app.request('/api/pay/notify/sandbox', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...old.headers },
      body: old.body,
    });
    expect(stale.status).toBe(400);
    expect(await snapshot(t.db)).toEqual(before);
  });
});
