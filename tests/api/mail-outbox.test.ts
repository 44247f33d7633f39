import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailMessages } from '../../src/server/db/schema/index.ts';
import { MAIL_MAX_ATTEMPTS } from '../../src/server/jobs/backoff.ts';
import { queueMail, recordMailDomain } from '../../src/server/mail/outbox.ts';
import { NO_SMTP_MESSAGE, startMail } from '../../src/server/mail/setup.ts';
import { smtpSender } from '../../src/server/mail/transport.ts';
import { testEnv } from '../../src/server/platform/env.ts';
import type { JobRunner } from '../../src/server/worker/runner.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtpCatcher.ts';
import { capturedLog, mailRunner, mailState, queueTestMail } from '../support/mailOut.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';

// The outbox end to end on a real database and a real SMTP server in this process: what is
// queued, what goes out, what an outage or a "try later" does, and a process with nowhere to
// send. The clock is the test's: retries come due when the test moves it.
let clock = Date.now();
const now = () => new Date(clock);
let t: TestApp;
let smtp: SmtpCatcher;
let runner: JobRunner;
const DOMAIN = 'mail.example.test';
const FROM = `Unicorn <no-reply@${DOMAIN}>`;

beforeAll(async () => {
  t = await startTestApp({}, { now });
  smtp = await startSmtpCatcher();
  await recordMailDomain(t.db, DOMAIN);
  runner = mailRunner(t, now, { sender: smtpSender({ url: smtp.url, from: FROM }), publicUrl: 'https://unicorn.test' });
});
afterAll(async () => {
  await runner?.stop();
  await smtp?.stop();
  await t?.close();
});

/** The accepted messages carrying this Message-ID (the row's, in angle brackets). */
const deliveredAs = (messageId: string) => smtp.accepted().filter((m) => m.parsed.messageId === `<${messageId}>`);
const jitter = (base: number) => [base * 0.8, base * 1.2] as const;
const MIN = 60_000;
const HOUR = 3_600_000;
/** The mail schedule (jobs/backoff.ts), written out: the wait after each failed attempt, ±20 %. */
const SCHEDULE = [1 * MIN, 5 * MIN, 30 * MIN, 2 * HOUR, 12 * HOUR, 12 * HOUR, 12 * HOUR];

describe('queueMail', () => {
  it('puts a message in once per (kind, subject), with one delivery job and a Message-ID made from its key', async () => {
    const first = await queueTestMail(t, now(), { subject: 'order:41' });
    const again = await queueTestMail(t, now(), { subject: 'order:41', to: 'someone-else@example.com' });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    const rows = await t.db.select().from(mailMessages).where(eq(mailMessages.dedupeKey, 'site_live:order:41'));
    expect(rows).toHaveLength(1);
    const hash = createHash('sha256').update('site_live:order:41').digest('hex').slice(0, 32);
    expect(rows[0]).toMatchObject({
      status: 'queued',
      toAddress: 'operator@example.com',
      messageId: `${hash}@${DOMAIN}`,
    });
    const queued = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `mail:${first.id}`));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'mail_deliver',
      payload: { mailId: first.id },
      maxAttempts: MAIL_MAX_ATTEMPTS,
    });
  });

  it('inside a transaction that rolls back leaves neither message nor job', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    await expect(
      t.db.transaction(async (tx) => {
        await queueMail(tx, {
          kind: 'password_changed',
          subject: 'user:1:rolled-back',
          userId: null,
          to: 'x@example.com',
          locale: 'en',
          data: { at: now().toISOString() },
          now: now(),
        });
        throw new Error('the business step failed');
      }),
    ).rejects.toThrow('the business step failed');
    const rows = await t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.dedupeKey, 'password_changed:user:1:rolled-back'));
    expect(rows).toHaveLength(0);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs)).toEqual(before);
  });

  it('asked for by two transactions at once, is one message with one job', async () => {
    const both = await Promise.all([
      queueTestMail(t, now(), { subject: 'race:1' }),
      queueTestMail(t, now(), { subject: 'race:1' }),
    ]);
    expect(both[0].id).toBe(both[1].id);
    expect(both.filter((r) => r.created)).toHaveLength(1);
    const queued = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `mail:${both[0].id}`));
    expect(queued).toHaveLength(1);
  });
});

describe('delivery', () => {
  it('sends the rendered message with the row’s Message-ID, From and To, and marks it sent', async () => {
    const { id } = await queueTestMail(t, now(), { to: 'reader@example.com' });
    await runner.drain();
    const { row } = await mailState(t, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt?.getTime()).toBe(clock);
    const [m] = deliveredAs(row.messageId);
    expect(m).toBeDefined();
    expect(m!.parsed.from?.value).toEqual([{ address: `no-reply@${DOMAIN}`, name: 'Unicorn' }]);
    expect([m!.parsed.to].flat().flatMap((a) => a!.value.map((v) => v.address))).toEqual(['reader@example.com']);
    expect(m!.envelope).toEqual({ from: `no-reply@${DOMAIN}`, to: ['reader@example.com'] });
    // Rendered from the row's kind, data and language (the text escaped in the HTML part).
    expect(m!.parsed.subject).toBe('Your site Lucky <Star> & Co is live');
    expect(m!.parsed.text).toContain('Lucky <Star> & Co');
    expect(m!.parsed.html).toContain('Lucky &lt;Star&gt; &amp; Co');
  });

  it('a delivery job that runs twice sends one message', async () => {
    const { id } = await queueTestMail(t, now());
    await runner.drain();
    const { row } = await mailState(t, id);
    // The job runs again, as after a lease taken over once the message was out.
    await t.db
      .update(jobs)
      .set({ doneAt: null, runAt: now() })
      .where(eq(jobs.dedupeKey, `mail:${id}`));
    await runner.drain();
    const { job } = await mailState(t, id);
    expect(job.attempts).toBe(2);
    expect(job.doneAt).not.toBeNull();
    expect(deliveredAs(row.messageId)).toHaveLength(1);
    expect((await mailState(t, id)).row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('with the SMTP server down for a while, loses nothing and delivers each message once when it is back', async () => {
    const ids = [
      (await queueTestMail(t, now())).id,
      (await queueTestMail(t, now())).id,
      (await queueTestMail(t, now())).id,
    ];
    await smtp.stop();
    for (const attempt of [1, 2]) {
      const before = clock;
      await runner.drain();
      const states = await Promise.all(ids.map((id) => mailState(t, id)));
      for (const { row, job } of states) {
        expect(row).toMatchObject({ status: 'queued', attempts: attempt, sentAt: null });
        expect(row.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
        // The mail schedule: 1 min after the first failure, 5 min after the second (±20 %).
        const [lo, hi] = jitter(SCHEDULE[attempt - 1]!);
        const wait = job.runAt.getTime() - before;
        expect(wait).toBeGreaterThanOrEqual(lo);
        expect(wait).toBeLessThanOrEqual(hi);
      }
      clock = Math.max(...states.map((s) => s.job.runAt.getTime()));
    }
    await smtp.start();
    await runner.drain();
    for (const id of ids) {
      const { row } = await mailState(t, id);
      expect(row).toMatchObject({ status: 'sent', attempts: 3 });
      expect(deliveredAs(row.messageId)).toHaveLength(1);
    }
    // Nothing more goes out later.
    const sent = smtp.accepted().length;
    clock += 86_400_000;
    await runner.drain();
    expect(smtp.accepted().length).toBe(sent);
  });

  it('a "try later" (4xx) is retried after the backoff, with the same Message-ID', async () => {
    const { id } = await queueTestMail(t, now());
    smtp.failNext('data', 451);
    const before = clock;
    await runner.drain();
    let { row, job } = await mailState(t, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toMatch(/^DATA 451/);
    const refused = smtp.received.filter((m) => m.parsed.messageId === `<${row.messageId}>`);
    expect(refused.map((m) => m.accepted)).toEqual([false]);
    const [lo, hi] = jitter(SCHEDULE[0]!);
    expect(job.runAt.getTime() - before).toBeGreaterThanOrEqual(lo);
    expect(job.runAt.getTime() - before).toBeLessThanOrEqual(hi);
    // Not before its time.
    clock = job.runAt.getTime() - 1_000;
    await runner.drain();
    expect((await mailState(t, id)).row.attempts).toBe(1);
    clock = job.runAt.getTime();
    await runner.drain();
    ({ row, job } = await mailState(t, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    // Both attempts carried the row's Message-ID; one was accepted.
    expect(smtp.received.filter((m) => m.parsed.messageId === `<${row.messageId}>`).map((m) => m.accepted)).toEqual([
      false,
      true,
    ]);
  });

  it('keeps trying over more than a day on the written schedule, then holds the message for a person', async () => {
    const { id } = await queueTestMail(t, now());
    expect(MAIL_MAX_ATTEMPTS).toBe(SCHEDULE.length + 1);
    smtp.failNext('rcpt', 450, MAIL_MAX_ATTEMPTS);
    const started = clock;
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      const before = clock;
      await runner.drain();
      const { row, job } = await mailState(t, id);
      expect(row.attempts).toBe(attempt);
      if (attempt === MAIL_MAX_ATTEMPTS) {
        expect(row.status).toBe('held');
        expect(job.failedAt).not.toBeNull();
        break;
      }
      expect(row.status).toBe('queued');
      const [lo, hi] = jitter(SCHEDULE[attempt - 1]!);
      expect(job.runAt.getTime() - before).toBeGreaterThanOrEqual(lo);
      expect(job.runAt.getTime() - before).toBeLessThanOrEqual(hi);
      clock = job.runAt.getTime();
    }
    expect(clock - started).toBeGreaterThan(24 * 3_600_000);
    // Held is final for the worker: nothing goes out later.
    const seen = smtp.connections();
    clock += 86_400_000;
    await runner.drain();
    expect(smtp.connections()).toBe(seen);
  });
});

describe('a production process on PostgreSQL without SMTP_URL', () => {
  it('says so at error level at start, and its worker leaves mail queued with no attempt spent', async () => {
    const { log, lines } = capturedLog();
    // Where mail goes is decided by the configuration (mailCapture), not by this test's database.
    const production = testEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/unicorn' });
    const setup = await startMail(t.db, production, log);
    expect(setup.mail).toBeUndefined();
    expect(lines.filter((l) => l.msg === NO_SMTP_MESSAGE).map((l) => l.level)).toEqual([50]);
    await recordMailDomain(t.db, DOMAIN);
    const without = mailRunner(t, now, setup.mail);
    const { id } = await queueTestMail(t, now());
    const queuedAt = (await mailState(t, id)).job.runAt;
    await without.drain();
    clock += 86_400_000;
    await without.drain();
    const { row, job } = await mailState(t, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
    expect(job).toMatchObject({ attempts: 0, lockedBy: null, doneAt: null, failedAt: null, runAt: queuedAt });
    await without.stop();
    // A process started with SMTP_URL sends it at once.
    await runner.drain();
    expect((await mailState(t, id)).row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(deliveredAs(row.messageId)).toHaveLength(1);
  });
});
