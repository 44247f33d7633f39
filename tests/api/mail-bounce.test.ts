import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearBounce } from '../../src/server/mail/bounce.ts';
import { smtpSender } from '../../src/server/mail/transport.ts';
import type { JobRunner } from '../../src/server/worker/runner.ts';
import { mailRunner, mailState, queueTestMail } from '../support/mailOut.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtpCatcher.ts';
import { startTestApp, type TestApp } from '../support/testApp.ts';
import { newMerchant } from '../support/users.ts';

// A permanent refusal (5xx to RCPT TO or DATA) is a bounce: the message is never tried again,
// and the merchant's account says their address does not receive mail (user info `emailBounced`).
let clock = Date.now();
const now = () => new Date(clock);
let t: TestApp;
let smtp: SmtpCatcher;
let runner: JobRunner;

beforeAll(async () => {
  t = await startTestApp({}, { now });
  smtp = await startSmtpCatcher();
  runner = mailRunner(t, now, {
    sender: smtpSender({ url: smtp.url, from: 'no-reply@unicorn.test' }),
    publicUrl: 'https://unicorn.test',
  });
});
afterAll(async () => {
  await runner?.stop();
  await smtp?.stop();
  await t?.close();
});

/** A merchant whose registration mail (the address's code) has already gone out. */
async function settledMerchant() {
  const m = await newMerchant(t);
  await runner.drain();
  return m;
}

const info = (token: string) => t.api.get('/api/user/info', { headers: { authorization: `Bearer ${token}` } });

describe('bounces', () => {
  it('a 5xx to RCPT TO bounces the message, marks the address in user info, and is never retried', async () => {
    const m = await settledMerchant();
    expect((await info(m.token)).emailBounced).toBe(false);
    const { id } = await queueTestMail(t, now(), { userId: m.id, to: m.email });
    smtp.failNext('rcpt', 550);
    await runner.drain();
    const { row, job } = await mailState(t, id);
    expect(row).toMatchObject({ status: 'bounced', attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/^RCPT TO 550/);
    // The job is done, not failed or waiting: a bounce is an answer.
    expect(job).toMatchObject({ attempts: 1, failedAt: null });
    expect(job.doneAt).not.toBeNull();
    expect((await info(m.token)).emailBounced).toBe(true);
    const seen = smtp.connections();
    clock += 2 * 86_400_000;
    await runner.drain();
    expect(smtp.connections()).toBe(seen);
    // The lead's hook for an address change forgets it.
    await t.db.transaction((tx) => clearBounce(tx, m.id));
    expect((await info(m.token)).emailBounced).toBe(false);
  });

  it('a 5xx to DATA bounces too', async () => {
    const m = await settledMerchant();
    const { id } = await queueTestMail(t, now(), { userId: m.id, to: m.email.toUpperCase() });
    smtp.failNext('data', 554);
    await runner.drain();
    expect((await mailState(t, id)).row.status).toBe('bounced');
    // Addresses compare without case, as the users' unique index does.
    expect((await info(m.token)).emailBounced).toBe(true);
  });

  it('a bounce of an address the merchant no longer has leaves their account alone', async () => {
    const m = await settledMerchant();
    const { id } = await queueTestMail(t, now(), { userId: m.id, to: 'their-old-address@example.com' });
    smtp.failNext('rcpt', 550);
    await runner.drain();
    expect((await mailState(t, id)).row.status).toBe('bounced');
    expect((await info(m.token)).emailBounced).toBe(false);
  });

  it('a 5xx to MAIL FROM is our configuration, not the reader’s address: tried again later', async () => {
    const m = await settledMerchant();
    const { id } = await queueTestMail(t, now(), { userId: m.id, to: m.email });
    smtp.failNext('mail', 550);
    await runner.drain();
    const { row } = await mailState(t, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toMatch(/^MAIL FROM 550/);
    expect((await info(m.token)).emailBounced).toBe(false);
  });

  it('a 503 to RCPT TO (commands out of order) is not a refusal of the address: tried again later', async () => {
    const m = await settledMerchant();
    const { id } = await queueTestMail(t, now(), { userId: m.id, to: m.email });
    smtp.failNext('rcpt', 503);
    await runner.drain();
    expect((await mailState(t, id)).row).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await info(m.token)).emailBounced).toBe(false);
  });
});
