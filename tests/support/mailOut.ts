import { eq } from 'drizzle-orm';
import { jobs, mailMessages } from '../../src/server/db/schema/index.ts';
import { mailJob } from '../../src/server/jobs/keys.ts';
import { type QueueMail, queueMail } from '../../src/server/mail/outbox.ts';
import type { MailOut } from '../../src/server/mail/transport.ts';
import { createLogger, type Logger } from '../../src/server/platform/logger.ts';
import { platformHost } from '../../src/server/sites/provisioning/host.ts';
import { startJobRunner } from '../../src/server/worker/runner.ts';
import type { TestApp } from './testApp.ts';

/**
 * A job runner of the test's own over the test app's database, with `mail` as its process would
 * have it (undefined: a production process without SMTP_URL). It runs when the test drains it.
 */
export function mailRunner(t: Pick<TestApp, 'db'>, now: () => Date, mail: MailOut | undefined, log?: Logger) {
  return startJobRunner(
    { db: t.db, now, log: log ?? createLogger('silent'), host: platformHost('http://sites.test/s'), mail },
    { autostart: false },
  );
}

let n = 0;
/** Queues a `site_live` message in a transaction of its own; `subject` defaults to a fresh one. */
export async function queueTestMail(t: Pick<TestApp, 'db'>, now: Date, over: Partial<QueueMail<'site_live'>> = {}) {
  const subject = over.subject ?? `test:${Date.now()}:${n++}`;
  return t.db.transaction((tx) =>
    queueMail(tx, {
      kind: 'site_live',
      subject,
      userId: null,
      to: 'operator@example.com',
      locale: 'en',
      data: { orderNo: 'O-1', siteName: 'Lucky <Star> & Co', siteUrl: 'https://lucky.example' },
      now,
      ...over,
    }),
  );
}

/** The outbox row and the job of message `id`. */
export async function mailState(t: Pick<TestApp, 'db'>, id: number) {
  const [row] = await t.db.select().from(mailMessages).where(eq(mailMessages.id, id));
  const [job] = await t.db
    .select()
    .from(jobs)
    .where(eq(jobs.dedupeKey, mailJob(id).dedupeKey));
  return { row: row!, job: job! };
}

/** Captures a logger's JSON lines. */
export function capturedLog(level = 'info') {
  const lines: Array<{ level: number; msg: string } & Record<string, unknown>> = [];
  const log = createLogger(level, {
    write: (chunk: string) => {
      for (const l of chunk.split('\n')) if (l.trim()) lines.push(JSON.parse(l));
    },
  });
  return { log, lines };
}
