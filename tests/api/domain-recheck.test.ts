import { eq, like, sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/rows.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs, siteDomains } from '../../src/server/db/schema/index.ts';
import { createApp } from '../../src/server/app.ts';
import { zoneResolver } from '../../src/server/domains/zoneResolver.ts';
import { type Env, loadEnv, testEnv } from '../../src/server/platform/env.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import { createLogger } from '../../src/server/platform/logger.ts';
import { dbRateLimitStore } from '../../src/server/core/rateLimit.ts';
import { paymentDeps } from '../support/testApp.ts';
import { DOMAIN_LAPSE_AFTER, DOMAIN_RECHECK_BATCH, DOMAIN_RECHECK_HOURS } from '../../src/server/domains/recheck.ts';
import { escapeHtml } from '../../src/server/platform/html.ts';
import {
  advanceClock,
  clock,
  en,
  get,
  login,
  makeSite,
  post,
  type Site,
  startConsoleApp,
  t,
} from '../support/consoleApp.ts';

// Verified own domains are checked again (issue 17): DNS that stops pointing here lapses the
// domain after DOMAIN_LAPSE_AFTER failed checks in a row, and the console says so.
startConsoleApp({ PUBLIC_URL: 'https://platform.test', SITE_CNAME_TARGET: 'edge.platform.test' });
const TARGET = 'edge.platform.test';
const HOUR = 3_600_000;

const claimOf = async (id: number) => (await t.db.select().from(siteDomains).where(eq(siteDomains.id, id)))[0]!;
const ask = (domain: string) => t.call('GET', `/api/domains/ask?domain=${encodeURIComponent(domain)}`);
const onHost = (host: string, path: string) => t.call('GET', path, { headers: { 'x-forwarded-host': host } });
const check = (s: Site, cookie: string, id: number) => post(`${s.console}/domains/${id}/check`, {}, { cookie });
const sweeps = () => t.db.select().from(jobs).where(like(jobs.dedupeKey, 'domain_recheck:%'));
function records(host: string, token: string) {
  t.dns.set(`_unicorn-verify.${host}`, { txt: [token] });
  t.dns.set(host, { cname: [TARGET] });
}

/** A domain of `s` proved through the console's form: verified now. */
async function verified(s: Site, cookie: string, host: string) {
  expect((await post(`${s.console}/domains`, { domain: host }, { cookie })).status).toBe(303);
  const [row] = await t.db.select().from(siteDomains).where(eq(siteDomains.host, host));
  records(host, row!.token);
  expect((await check(s, cookie, row!.id)).status).toBe(303);
  expect((await claimOf(row!.id)).status).toBe('verified');
  return row!;
}

/** Verified domains inserted as a check leaves them, on one site, last checked at `at`. */
async function manyVerified(siteId: number, n: number, at: Date) {
  const rows = Array.from({ length: n }, (_, i) => ({
    siteId,
    host: `bulk${i}.recheck.example`,
    token: `token${i}`,
    status: 'verified',
    checkedAt: at,
    verifiedAt: at,
    createdAt: at,
  }));
  const inserted = await t.db.insert(siteDomains).values(rows).returning();
  for (const r of inserted) records(r.host, r.token);
  return inserted;
}

// Each test counts lookups of its own domains only.
beforeEach(async () => {
  await t.db.delete(siteDomains);
});

describe('re-checking verified domains', () => {
  it('lapses a domain whose DNS stopped pointing here after K failed checks, and "Check again" restores it', async () => {
    const s = await makeSite();
    let cookie = await login(s);
    const host = 'lapse.recheck.example';
    const row = await verified(s, cookie, host);
    const root = await t.call('GET', `/s/${s.slug}/`);
    const path = (root.headers.get('location') ?? '').slice(`/s/${s.slug}`.length);
    const served = (await onHost(host, path)).text;
    expect(served).toContain('<html');
    expect((await ask(host)).status).toBe(200);

    // Due after DOMAIN_RECHECK_HOURS: the sweep passes it, the count stays at 0.
    advanceClock(DOMAIN_RECHECK_HOURS * HOUR);
    await t.jobs.drain();
    expect(await claimOf(row.id)).toMatchObject({ status: 'verified', failedChecks: 0, checkedAt: clock });

    // The operator removes the CNAME: each sweep counts one failure; still served meanwhile.
    t.dns.clear(host);
    for (let n = 1; n < DOMAIN_LAPSE_AFTER; n++) {
      advanceClock(DOMAIN_RECHECK_HOURS * HOUR);
      await t.jobs.drain();
      expect(await claimOf(row.id)).toMatchObject({ status: 'verified', failedChecks: n, reason: 'cnameMissing' });
      expect((await ask(host)).status).toBe(200);
      // (Signed in again: a console session ends after 12 idle hours.)
      const page = await get(s.console, await login(s));
      expect(page.text).toContain(escapeHtml(en('console.domain.failing', { failed: n, max: DOMAIN_LAPSE_AFTER })));
      expect(page.text).toContain(escapeHtml(en('console.domain.reason.cnameMissing')));
    }
    advanceClock(DOMAIN_RECHECK_HOURS * HOUR);
    await t.jobs.drain();
    const lapsed = await claimOf(row.id);
    expect(lapsed).toMatchObject({ status: 'lapsed', failedChecks: DOMAIN_LAPSE_AFTER, lapsedAt: clock });
    // The site's owner is mailed about it, once, with the host and the site's name.
    const notices = rowsOf<{ data: { domain: string } }>(
      await t.db.execute(
        sql`select m.data from mail_messages m join site_domains d on d.id = ${row.id} join sites s on s.id = d.site_id
            where m.user_id = s.user_id and m.kind = 'domain_lapsed'`,
      ),
    );
    expect(notices.map((n) => (typeof n.data === 'string' ? JSON.parse(n.data) : n.data).domain)).toEqual([host]);
    // No longer served on that host, no certificate either.
    expect((await ask(host)).status).toBe(404);
    expect((await onHost(host, path)).text).not.toBe(served);
    // The console says so, in the operator's language, with the records to restore and "Check again".
    cookie = await login(s);
    for (const lang of ['en', 'ar'] as const) {
      const tr = serverT(lang);
      const page = await get(s.console, cookie, lang);
      expect(page.text).toContain(tr('console.domain.status.lapsed'));
      expect(page.text).toContain(tr('console.domain.checkAgain'));
      expect(page.text).toContain(`<code dir="ltr" tabindex="0">${row.token}</code>`);
      expect(page.text).toContain(escapeHtml(tr('console.domain.reason.cnameMissing')));
      if (lang === 'ar') expect(page.text).toContain('dir="rtl"');
    }
    // Sweeps leave a lapsed domain to its operator: no more lookups of it.
    const lookups = t.dns.lookups;
    advanceClock(DOMAIN_RECHECK_HOURS * HOUR);
    await t.jobs.drain();
    expect(t.dns.lookups).toBe(lookups);

    // "Check again" before the fix: still lapsed, and why. After it: verified and served again.
    cookie = await login(s);
    expect((await check(s, cookie, row.id)).status).toBe(303);
    expect(await claimOf(row.id)).toMatchObject({ status: 'lapsed', reason: 'cnameMissing' });
    t.dns.set(host, { cname: [TARGET] });
    expect((await check(s, cookie, row.id)).status).toBe(303);
    expect(await claimOf(row.id)).toMatchObject({ status: 'verified', failedChecks: 0, lapsedAt: null, reason: null });
    expect((await ask(host)).status).toBe(200);
    expect((await onHost(host, path)).text).toBe(served);
  });

  it('notices a removed TXT record too, and a passing check in between starts the count again', async () => {
    const s = await makeSite();
    let cookie = await login(s);
    const row = await verified(s, cookie, 'txt.recheck.example');
    t.dns.clear(`_unicorn-verify.${row.host}`);
    advanceClock(DOMAIN_RECHECK_HOURS * HOUR);
    await t.jobs.drain();
    expect(await claimOf(row.id)).toMatchObject({ failedChecks: 1, reason: 'txtMissing' });
    // The operator's own "Check again" counts like a sweep's check.
    cookie = await login(s);
    expect((await check(s, cookie, row.id)).status).toBe(303);
    expect(await claimOf(row.id)).toMatchObject({ status: 'verified', failedChecks: 2 });
    records(row.host, row.token);
    advanceClock(DOMAIN_RECHECK_HOURS * HOUR);
    await t.jobs.drain();
    expect(await claimOf(row.id)).toMatchObject({ status: 'verified', failedChecks: 0, reason: null });
  });

  it('runs one sweep per period, idempotent and limited per run; its runs counted', async () => {
    const s = await makeSite();
    const rows = await manyVerified(s.site.id, DOMAIN_RECHECK_BATCH + 5, clock);
    const before = await sweeps();
    advanceClock(DOMAIN_RECHECK_HOURS * HOUR);
    let lookups = t.dns.lookups;
    await t.jobs.drain();
    // One sweep job for this period, run once, and it checked at most a batch (two lookups each).
    const period = (await sweeps()).filter((j) => !before.some((b) => b.id === j.id));
    expect(period).toHaveLength(1);
    expect(period[0]).toMatchObject({ attempts: 1 });
    expect(period[0]!.doneAt).not.toBeNull();
    expect(t.dns.lookups - lookups).toBe(2 * DOMAIN_RECHECK_BATCH);
    // Drained again in the same period: the same job, not run again.
    lookups = t.dns.lookups;
    await t.jobs.drain();
    await t.jobs.drain();
    expect(t.dns.lookups).toBe(lookups);
    // The same job run a second time (a lost lease): the domains it checked are not due any more;
    // only the ones past its limit are looked at.
    await t.db
      .update(jobs)
      .set({ doneAt: null, runAt: new Date(0) })
      .where(eq(jobs.id, period[0]!.id));
    await t.jobs.drain();
    expect((await sweeps()).find((j) => j.id === period[0]!.id)).toMatchObject({ attempts: 2 });
    expect(t.dns.lookups - lookups).toBe(2 * 5);
    lookups = t.dns.lookups;
    await t.db
      .update(jobs)
      .set({ doneAt: null, runAt: new Date(0) })
      .where(eq(jobs.id, period[0]!.id));
    await t.jobs.drain();
    expect(t.dns.lookups).toBe(lookups);
    const all = await t.db.select().from(siteDomains).where(eq(siteDomains.siteId, s.site.id));
    expect(
      all.every((d) => d.status === 'verified' && d.failedChecks === 0 && d.checkedAt?.getTime() === clock.getTime()),
    ).toBe(true);
    expect(all).toHaveLength(rows.length);
  });

  it('checks nothing when the clock goes backwards, however often it is drained', async () => {
    const s = await makeSite();
    await manyVerified(s.site.id, 10, clock);
    const lookups = t.dns.lookups;
    const back = clock.getTime();
    // A clock set back by days, then moving on hour by hour: every period asks for a sweep,
    // and every sweep finds the last checks newer than "now".
    advanceClock(-72 * HOUR);
    for (let i = 0; i < 8; i++) {
      await t.jobs.drain();
      advanceClock(HOUR);
    }
    expect(t.dns.lookups).toBe(lookups);
    // Back to the right time and past the interval: each domain is checked once.
    advanceClock(back - clock.getTime() + DOMAIN_RECHECK_HOURS * HOUR);
    await t.jobs.drain();
    await t.jobs.drain();
    expect(t.dns.lookups - lookups).toBe(2 * 10);
  });
});

describe('the browser tests’ DNS (FAKE_DNS)', () => {
  it('is refused outside NODE_ENV=test, and its route exists only where it is on', async () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => loadEnv({ NODE_ENV, FAKE_DNS: 'on' }), NODE_ENV).toThrow(/FAKE_DNS/);
    }
    expect(loadEnv({ NODE_ENV: 'test', FAKE_DNS: 'on' }).FAKE_DNS).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production' }).FAKE_DNS).toBe(false);

    const record = { name: 'probe.recheck.example', cname: [TARGET] };
    const post = (app: ReturnType<typeof createApp>) =>
      app.request('/__e2e/dns', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(record),
      });
    const appWith = async (env: Partial<Env>) => {
      const zone = zoneResolver();
      const fullEnv = testEnv(env);
      const app = createApp({
        db: t.db,
        env: fullEnv,
        log: createLogger('silent'),
        ping: async () => undefined,
        listen: () => undefined,
        now: () => clock,
        limits: dbRateLimitStore(t.db),
        ...(await paymentDeps(t.db, fullEnv)),
        resolver: zone,
        dnsZone: zone,
      });
      return { app, zone };
    };
    // Even handed a zone, a production app (an environment built past loadEnv) mounts nothing.
    for (const env of [{ NODE_ENV: 'production' as const, FAKE_DNS: true }, { FAKE_DNS: false }]) {
      const { app, zone } = await appWith(env);
      expect((await post(app)).status).not.toBe(204);
      expect(await zone.resolveCname(record.name)).toEqual([]);
    }
    // The test suite's own app has no such route either.
    expect((await t.call('POST', '/__e2e/dns', { body: record })).status).not.toBe(204);
    const { app, zone } = await appWith({ FAKE_DNS: true });
    expect((await post(app)).status).toBe(204);
    expect(await zone.resolveCname(record.name)).toEqual([TARGET]);
  });
});
