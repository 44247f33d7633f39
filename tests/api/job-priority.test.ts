import { describe, expect, it, vi } from 'vitest';
import { claim, completeUnheld, enqueue, fail } from '../../src/server/jobs/queue.ts';
import { invoicePdfJob, mailJob } from '../../src/server/jobs/keys.ts';
import { JOB_PRIORITY } from '../../src/server/jobs/priority.ts';
import { queueMail } from '../../src/server/mail/outbox.ts';
import { rows, startMoneyApp, t } from '../support/moneyApp.ts';
import { handlers } from '../../src/server/worker/handlers.ts';
import { JOB_CONCURRENCY, startJobRunner } from '../../src/server/worker/runner.ts';
import { createLogger } from '../../src/server/platform/logger.ts';
import { until } from '../support/until.ts';
import { newMerchant } from '../support/users.ts';

// What a person is waiting on is claimed before what may follow (src/server/jobs/priority.ts):
// a burst of paid orders renders its invoices after the sites are live, not between them.

startMoneyApp();

describe('job priority', () => {
  it('claims a site to provision, a code and a reset link before older invoice PDFs and receipts, and notices last', async () => {
    const at = (s: number) => new Date(Date.parse('2026-11-29T10:00:00Z') + s * 1000);
    const key = `prio${Date.now()}`;
    await enqueue(t.db, { ...mailJob(900_004, JOB_PRIORITY.notice), dedupeKey: `${key}:notice`, now: at(-1) });
    await enqueue(t.db, { ...invoicePdfJob(900_001), dedupeKey: `${key}:pdf`, now: at(0) });
    await enqueue(t.db, { ...mailJob(900_002, JOB_PRIORITY.after), dedupeKey: `${key}:receipt`, now: at(1) });
    await enqueue(t.db, { kind: 'provision', dedupeKey: `${key}:site`, payload: { orderId: 0 }, now: at(2) });
    await enqueue(t.db, { ...mailJob(900_003), dedupeKey: `${key}:code`, now: at(3) });
    const order: string[] = [];
    for (let i = 0; i < 5; i++) {
      const [job] = await claim(t.db, at(10), 1, 60_000, `prio-${i}`);
      order.push(job!.dedupeKey.slice(key.length + 1));
    }
    expect(order).toEqual(['site', 'code', 'pdf', 'receipt', 'notice']);
    await rows(`delete from jobs where dedupe_key like '${key}:%'`);
  });

  it('queues a code as waited for, security mail after, and a notice the merchant may switch off last', async () => {
    const m = await newMerchant(t);
    const prio = async (
      kind: 'verify_email' | 'withdraw_address_code' | 'password_changed' | 'topup_credited',
      subject: string,
    ) => {
      await t.db.transaction((tx) =>
        queueMail(tx, {
          kind,
          subject,
          userId: m.id,
          to: m.email,
          locale: 'en',
          data: {
            verify_email: { code: '123456', expiresMinutes: 15, purpose: 'register' },
            withdraw_address_code: { code: '123456', expiresMinutes: 15, network: 'TRC20', address: 'T1' },
            password_changed: { at: '2026-11-29T10:00:00Z' },
            topup_credited: { amount: '1.00', currency: 'USDT', balance: '1.00' },
          }[kind],
        } as Parameters<typeof queueMail>[1]),
      );
      const [row] = await rows(
        `select j.priority from jobs j join mail_messages m on j.dedupe_key = 'mail:' || m.id where m.dedupe_key = '${kind}:${subject}'`,
      );
      return Number(row!['priority']);
    };
    expect(await prio('verify_email', `prio-${Date.now()}`)).toBe(JOB_PRIORITY.waited);
    expect(await prio('withdraw_address_code', `prio-${Date.now()}`)).toBe(JOB_PRIORITY.waited);
    expect(await prio('password_changed', `prio-${Date.now()}`)).toBe(JOB_PRIORITY.after);
    expect(await prio('topup_credited', `prio-${Date.now()}`)).toBe(JOB_PRIORITY.notice);
  });

  it('keeps slots for invoices and receipts while more waited work is due than the runner has slots', async () => {
    const key = `lane${Date.now()}`;
    const now = new Date();
    for (let i = 0; i < JOB_CONCURRENCY * 2; i++) {
      await enqueue(t.db, { kind: 'provision', dedupeKey: `${key}:site${i}`, payload: { orderId: 0 }, now });
    }
    // Due later than every waited job, and of the lower priority: strictly by priority it would wait for all of them.
    await enqueue(t.db, { ...invoicePdfJob(900_101), dedupeKey: `${key}:pdf`, now: new Date(now.getTime() + 1) });
    // Every job held running until the test lets go: what runs at once is what was claimed first.
    const started: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const hold = (kind: string) => async () => {
      started.push(kind);
      await held;
    };
    const provision = vi.spyOn(handlers.provision, 'run').mockImplementation(hold('provision'));
    const pdf = vi.spyOn(handlers.invoice_pdf, 'run').mockImplementation(hold('invoice_pdf'));
    const runner = startJobRunner(
      {
        db: t.db,
        now: () => new Date(),
        log: createLogger('silent'),
        host: { publish: async () => undefined } as never,
      },
      { autostart: false },
    );
    const drained = runner.drain();
    try {
      await until(async () => (started.length >= JOB_CONCURRENCY ? true : undefined), 10_000, 'a full runner');
      expect(started).toHaveLength(JOB_CONCURRENCY);
      expect(started.filter((k) => k === 'invoice_pdf')).toHaveLength(1);
    } finally {
      release();
      await drained.catch(() => undefined);
      await runner.stop();
      provision.mockRestore();
      pdf.mockRestore();
      await rows(`delete from jobs where dedupe_key like '${key}:%'`);
    }
  });

  it('marks done the jobs another job has done the work of, but not one a worker holds nor one that failed for good', async () => {
    const key = `unheld${Date.now()}`;
    const now = new Date();
    for (const name of ['free', 'held', 'failed']) {
      await enqueue(t.db, { ...invoicePdfJob(900_200), dedupeKey: `${key}:${name}`, now });
    }
    const [failed] = await rows(`update jobs set max_attempts = 1 where dedupe_key = '${key}:failed' returning id`);
    const claimed = await claim(t.db, now, 10, 60_000, 'unheld-test');
    const mine = claimed.filter((j) => j.dedupeKey.startsWith(key));
    expect(mine.map((j) => j.dedupeKey).sort()).toEqual([`${key}:failed`, `${key}:free`, `${key}:held`]);
    // "failed" fails for good; "free" is let go (its lease ran out); "held" stays leased.
    expect((await fail(t.db, mine.find((j) => j.id === Number(failed!.id))!, now, 'boom', 0)).outcome).toBe('final');
    await rows(`update jobs set locked_until = now() - interval '1 second' where dedupe_key = '${key}:free'`);
    const done = await completeUnheld(t.db, [`${key}:free`, `${key}:held`, `${key}:failed`], new Date());
    expect(done).toBe(1);
    const state = await rows(
      `select dedupe_key, done_at is not null as done, failed_at is not null as failed from jobs where dedupe_key like '${key}:%' order by dedupe_key`,
    );
    expect(state.map((r) => [String(r.dedupe_key).slice(key.length + 1), r.done, r.failed])).toEqual([
      ['failed', false, true],
      ['free', true, false],
      ['held', false, false],
    ]);
    await rows(`delete from jobs where dedupe_key like '${key}:%'`);
  });
});
