import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailMessages } from '../db/schema/index.ts';
import type { LocaleCode } from '../../../i18n/locales.ts';
import { attachmentsFor } from './attachments.ts';
import { markBounced } from './bounce.ts';
import type { MailData } from './kinds.ts';
import type { MailRow } from './outbox.ts';
import { renderMail } from './render.ts';
import { describeFailure, isBounce, type MailOut } from './transport.ts';

export interface DeliverDeps {
  db: Db;
  now: () => Date;
  mail?: MailOut | undefined;
}

/** A temporary failure: the job fails this attempt and the runner tries again after the mail backoff. */
export class MailDeferred extends Error {}

/**
 * Delivers one outbox message (the `mail_deliver` job). Only a `queued` message is sent: a job
 * that runs again after the message went out (a retry, a lease taken over after the send was
 * recorded) sends nothing. Delivery is at least once — a process killed between the server's
 * "250 OK" and the update below sends the message again on the next run — and every attempt
 * carries the row's Message-ID, so a repeat is recognisable as the same message.
 */
export async function deliverMail(deps: DeliverDeps, mailId: number): Promise<'sent' | 'bounced' | 'nothing'> {
  // The runner does not claim mail jobs without a sender (worker/handlers.ts `paused`).
  if (!deps.mail) throw new MailDeferred('no SMTP server configured');
  const [row] = await deps.db.select().from(mailMessages).where(eq(mailMessages.id, mailId));
  if (row?.status !== 'queued') return 'nothing';
  // `await`: the templates' renderer may become asynchronous without this call changing.
  const rendered = await renderMail({
    kind: row.kind as keyof MailData,
    locale: row.locale as LocaleCode,
    data: row.data as MailData[keyof MailData],
    publicUrl: deps.mail.publicUrl,
  });
  const attachments = await attachmentsFor(deps.db, row);
  try {
    await deps.mail.sender.send({ to: row.toAddress, messageId: row.messageId, ...rendered, attachments });
  } catch (err) {
    const error = describeFailure(err);
    if (isBounce(err)) {
      await markBounced(deps.db, row, error, deps.now());
      return 'bounced';
    }
    await record(deps.db, row, { lastError: error });
    throw new MailDeferred(error);
  }
  await record(deps.db, row, { status: 'sent', sentAt: deps.now(), lastError: null });
  return 'sent';
}

/** One attempt's outcome on a message still queued (a held or bounced one is not moved back). */
async function record(db: Db, row: MailRow, set: Partial<typeof mailMessages.$inferInsert>): Promise<void> {
  await db
    .update(mailMessages)
    .set({ ...set, attempts: sql`${mailMessages.attempts} + 1` })
    .where(and(eq(mailMessages.id, row.id), eq(mailMessages.status, 'queued')));
}

/** Every attempt failed for a temporary reason: the message waits for a person (status `held`). */
export async function holdMail(tx: Db, mailId: number): Promise<void> {
  await tx
    .update(mailMessages)
    .set({ status: 'held' })
    .where(and(eq(mailMessages.id, mailId), eq(mailMessages.status, 'queued')));
}
