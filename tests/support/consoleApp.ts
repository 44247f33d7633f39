import { afterAll, beforeAll, expect } from 'vitest';
import { MENU_SCRIPT, MENU_SCRIPT_HASH } from '../../src/server/sites/design/render/menuScript.ts';
import { GAME_SCRIPT_HASHES } from '../../src/server/sites/games/gameCsp.ts';
import { COPY_SCRIPT, CONSOLE_SCRIPT_SRC } from '../../src/server/console/views/consoleCopy.ts';
import { hashPassword } from '../../src/server/accounts/passwords.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import type { Env } from '../../src/server/platform/env.ts';
import { insertSite } from './siteRows.ts';
import { startTestApp, type TestApp } from './testApp.ts';
import { type Merchant, newMerchant } from './users.ts';

// The operations-console suites' app, its owner, the clock they move, and their requests.
// A clock the tests move: sessions expire after 12 hours, limits count per window. Each file
// starts it again (Vitest runs the API files one after another in a worker, sharing this module).
const START = '2026-11-23T10:00:00Z';
export let clock = new Date(START);
export let t: TestApp;
export let owner: Merchant;
let userId: number;
let n = 0;

/** Moves the app's clock on. */
export function advanceClock(ms: number): void {
  clock = new Date(clock.getTime() + ms);
}

/** One app per test file (limit of 3 failures, behind a trusted proxy), with its owner. */
export function startConsoleApp(env: Partial<Env> = {}): void {
  beforeAll(async () => {
    clock = new Date(START);
    n = 0;
    t = await startTestApp({ RATE_LIMIT_LOGIN_ACCOUNT: 3, TRUST_PROXY: true, ...env }, { now: () => clock });
    owner = await newMerchant(t);
    userId = owner.id;
    // Migrations on a busy machine (a shared CI box) have taken over a minute.
  }, 180_000);
  afterAll(() => t.close());
}

export const en = serverT('en');

/** A provisioned site, inserted as the provisioning job leaves it. */
export async function makeSite(
  opts: { name?: string; account?: string; password?: string; status?: string; firstVersion?: boolean } = {},
) {
  const i = ++n;
  const opsAccount = opts.account ?? `ops${i}abc`;
  const password = opts.password ?? `pass${i}x`;
  const slug = `console-site-${i}`;
  const site = await insertSite(t.db, {
    userId,
    siteName: opts.name ?? `Console Site ${i}`,
    slug,
    orderNo: `CT${Date.now()}${i}`,
    opsAccount,
    opsPasswordHash: await hashPassword(password),
    now: clock,
    ...(opts.status && { status: opts.status }),
    ...(opts.firstVersion === false && { firstVersion: false }),
  });
  return { site, slug, account: opsAccount, password, console: `/s/${slug}/console` };
}

export type Site = Awaited<ReturnType<typeof makeSite>>;
export const ORIGIN = 'http://localhost';

export function post(
  path: string,
  fields: Record<string, string>,
  /** `headers`: a null value leaves that header out. */
  opts: { cookie?: string; headers?: Record<string, string | null> } = {},
) {
  const headers: Record<string, string | null> = {
    'content-type': 'application/x-www-form-urlencoded',
    origin: ORIGIN,
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': '10.9.0.1',
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
    ...opts.headers,
  };
  return t.call('POST', path, {
    rawBody: new URLSearchParams(fields).toString(),
    headers: Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => e[1] !== null)),
  });
}

export const get = (path: string, cookie?: string, lang = 'en') =>
  t.call('GET', path, { lang, headers: cookie ? { cookie } : {} });

/** `ops_<id>=<token>` from a Set-Cookie header. */
export function cookieOf(res: { headers: Headers }): string {
  // A sign-in link also keeps its language (console_lang): the session's is the one wanted.
  const header = res.headers.getSetCookie().find((c) => c.startsWith('ops_')) ?? '';
  return header.split(';')[0]!;
}

export async function login(s: Site, password = s.password) {
  const res = await post(`${s.console}/login`, { account: s.account, password });
  expect(res.status).toBe(303);
  return cookieOf(res);
}

export function expectStrictHeaders(res: { headers: Headers }) {
  const csp = res.headers.get('content-security-policy') ?? '';
  for (const d of [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    'img-src data:',
    "frame-ancestors 'none'",
    "form-action 'self'",
  ])
    expect(csp).toContain(d);
  // A published page runs its phone menu's script and the game scripts (menuScript.ts,
  // gameScripts.ts) and nothing else, a console page its copy buttons' (consoleCopy.ts); other pages none.
  const script = /script-src ([^;]*)/.exec(csp)?.[1];
  const site = `${MENU_SCRIPT_HASH} ${GAME_SCRIPT_HASHES.join(' ')}`;
  if (script !== undefined) expect([site, CONSOLE_SCRIPT_SRC]).toContain(script);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBeTruthy();
}

/** A page's HTML without the scripts the platform puts there itself (the phone menu, the copy buttons). */
export const withoutOwnScripts = (html: string) =>
  html.replaceAll(`<script>${MENU_SCRIPT}</script>`, '').replaceAll(`<script>${COPY_SCRIPT}</script>`, '');
