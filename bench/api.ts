// API reads at 50 connections against the real server, as a new user would measure them:
// each read runs in turns with /api/health (no database) and is reported as a ratio to its
// mean, so the figure says what the data path costs on this machine, whatever it is.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { Row } from './row.ts';
import { apiClient } from './support.ts';

const CONNECTIONS = 50;
const CATALOGUE = { ratio: 0.8, p99: 25 };
const ACCOUNT = { ratio: 0.6, p99: 50 };

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * How many turns each side of a comparison gets in `seconds`: turns of about 2 s. On a shared
 * machine a 2 s run of the same server varies by ±20 %, in bursts of a few seconds: many short
 * turns put both sides under the same bursts, where two long ones may not.
 */
export const turnsOf = (seconds: number) => Math.max(2, Math.round(seconds / 2));

async function load(url: string, seconds: number, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { rps: r.requests.average, p99: r.latency.p99, p50: r.latency.p50, errors: r.errors + r.non2xx };
}

/** A merchant with a cart item and an open order, so the account reads return real rows. */
async function merchant(base: string): Promise<string> {
  const api = apiClient(base);
  const account = `l${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const { accessToken: token } = await api.post('/api/login/register', {
    body: { account, password: 'secret123', email: `${account}@b.test` },
  });
  const pkg = (await api.get('/api/opening-station/package-list', { query: { countriesId: 1 } }))[0]!.id;
  const tpls = (await api.get('/api/cart/template-list', { query: { countriesId: 1, pageSize: 2 } })).list;
  for (const [i, tpl] of tpls.entries()) {
    const item = await api.post('/api/cart/create', {
      token,
      body: {
        countriesId: 1,
        packageId: pkg,
        templateId: tpl.id,
        siteName: `Load ${account} ${i}`,
        color1: '#0b0d17',
        color2: '#f5b301',
        color3: '#e63946',
      },
    });
    if (i === 0)
      await api.post('/api/order/create', {
        token,
        body: { id: item.id, account: `op${account.slice(1, 7)}`, password: 'abc12345' },
      });
  }
  return token;
}

/** The table of issue 11 for one server: catalogue and account reads against /api/health. */
export async function benchReads(base: string, label: string, seconds = 10): Promise<Row[]> {
  const token = await merchant(base);
  const auth = { authorization: `Bearer ${token}` };
  type Read = { name: string; path: string; headers?: Record<string, string>; kind: 'catalogue' | 'account' };
  const all: Read[] = [
    { name: 'countries-list', path: '/api/opening-station/countries-list', kind: 'catalogue' },
    { name: 'package-list', path: '/api/opening-station/package-list?countriesId=2', kind: 'catalogue' },
    { name: 'template-list (default page)', path: '/api/cart/template-list?countriesId=2', kind: 'catalogue' },
    {
      name: 'template-list, q, 100 a page',
      path: '/api/cart/template-list?countriesId=-1&q=dragon&pageSize=100',
      kind: 'catalogue',
    },
    { name: 'user/info (Bearer)', path: '/api/user/info', headers: auth, kind: 'account' },
    { name: 'order/list (Bearer)', path: '/api/order/list', headers: auth, kind: 'account' },
    { name: 'cart/list (Bearer)', path: '/api/cart/list', headers: auth, kind: 'account' },
  ];
  const only = process.env['BENCH_READS'];
  const reads = only ? all.filter((r) => r.name.includes(only)) : all;
  // As a browser asks: in a language, and accepting compression (a 100-template page is 20 KB raw, 2 KB br).
  const lang = { 'accept-language': 'vi', 'accept-encoding': 'gzip, deflate, br' };
  await load(`${base}/api/health`, 2, lang); // warm-up: JIT, connections
  for (const r of reads) await load(base + r.path, 1, { ...lang, ...r.headers });
  const rows: Row[] = [];
  const health = () => load(`${base}/api/health`, seconds / turnsOf(seconds), lang);
  for (const r of reads) {
    // In turns (R H R H …), so that whatever else the machine does weighs on both alike.
    const turns = [];
    for (let turn = 0; turn < turnsOf(seconds); turn++)
      turns.push(await load(base + r.path, seconds / turnsOf(seconds), { ...lang, ...r.headers }), await health());
    const ran = turns.filter((_, i) => i % 2 === 0);
    const rps = mean(ran.map((t) => t.rps));
    const ratio = rps / mean(turns.filter((_, i) => i % 2 === 1).map((t) => t.rps));
    const p50 = Math.max(...ran.map((t) => t.p50));
    const p99 = Math.max(...ran.map((t) => t.p99));
    const errors = turns.reduce((n, t) => n + t.errors, 0);
    const budget = r.kind === 'catalogue' ? CATALOGUE : ACCOUNT;
    rows.push({
      name: `${label}: ${r.name}`,
      value: `${ratio.toFixed(2)}×, ${Math.round(rps)} req/s (health ${Math.round(rps / ratio)}), p50 ${p50} / p99 ${p99} ms`,
      budget: `≥ ${budget.ratio}×, p99 < ${budget.p99} ms`,
      ok: errors === 0 && ratio >= budget.ratio && p99 < budget.p99,
    });
  }
  return rows;
}
