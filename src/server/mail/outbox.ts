import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LocaleCode } from '../../../i18n/locales.ts';
import type { Db } from '../db/client.ts';
import { mailMessages, settings } from '../db/schema/index.ts';
import { mailJob } from '../jobs/keys.ts';
import { enqueue } from '../jobs/queue.ts';
import { JOB_PRIORITY } from '../jobs/priority.ts';
import { type MailData, type MailKind, optionalNotices } from './kinds.ts';

export type MailRow = typeof mailMessages.$inferSelect;

/** One message to send, as the service that causes it knows it. */
export interface QueueMail<K extends MailKind = MailKind> {
  kind: K;
  /**
   * What the message is about, unique within its kind: `order:123`, `user:7:reset:<token id>`.
   * Asking again with the same kind and subject changes nothing (the first message stands).
   */
  subject: string;
  /** The merchant it goes to, when it is one (a bounce then marks their address). */
  userId: number | null;
  to: string;
  locale: LocaleCode;
  data: MailData[K];
  /** The caller's clock (`ctx.now()`), so tests that move time find the message due; default now. */
  now?: Date;
  /**
   * Not to be tried before this (a receipt waits for its invoice's PDF, whose job wakes it as soon
   * as the PDF is stored; this is the fallback if that never happens). Default: at once.
   */
  notBefore?: Date;
}

/** The settings key of the domain Message-IDs are made in (main.ts records it at start). */
const DOMAIN_SETTING = 'mail.message_id_domain';

export const mailDedupeKey = (kind: MailKind, subject: string) => `${kind}:${subject}`;

/** The local part of a message's Message-ID: the same for the same (kind, subject), everywhere. */
export const messageIdLocal = (dedupeKey: string) => createHash('sha256').update(dedupeKey).digest('hex').slice(0, 32);

/**
 * Records the domain of this installation's From address: the right side of the Message-ID of
 * every message queued from now on. Kept in the database because the services that queue
 * mail carry no configuration; a message already queued keeps the id it was given.
 */
export async function recordMailDomain(db: Db, domain: string): Promise<void> {
  await db
    .insert(settings)
    .values({ key: DOMAIN_SETTING, value: domain })
    .onConflictDoUpdate({ target: settings.key, set: { value: domain } });
}

/**
 * Mail a person is waiting for at the screen (a code, a reset link) goes first; receipts and
 * security notices next; the notices a merchant may switch off last (jobs/priority.ts).
 */
const WAITED: ReadonlySet<MailKind> = new Set(['verify_email', 'password_reset', 'withdraw_address_code']);
const NOTICES: ReadonlySet<MailKind> = new Set(optionalNotices);
const mailPriority = (kind: MailKind) =>
  WAITED.has(kind) ? JOB_PRIORITY.waited : NOTICES.has(kind) ? JOB_PRIORITY.notice : JOB_PRIORITY.after;

/**
 * Puts a message in the outbox inside the caller's transaction `tx`, with the job that
 * delivers it: both commit with the business fact or neither does. Once per (kind, subject):
 * a retried transaction, or a job that runs twice, leaves one row and one job. Answers the
 * message's id and whether this call created it.
 */
export async function queueMail<K extends MailKind>(
  tx: Db,
  input: QueueMail<K>,
): Promise<{ id: number; created: boolean }> {
  const now = input.now ?? new Date();
  const dedupeKey = mailDedupeKey(input.kind, input.subject);
  const domain = sql`coalesce((select ${settings.value} from ${settings} where ${settings.key} = ${DOMAIN_SETTING}), 'localhost')`;
  const [row] = await tx
    .insert(mailMessages)
    .values({
      kind: input.kind,
      dedupeKey,
      userId: input.userId,
      toAddress: input.to,
      locale: input.locale,
      data: input.data,
      messageId: sql`${messageIdLocal(dedupeKey)} || '@' || ${domain}`,
      createdAt: now,
    })
    .onConflictDoNothing({ target: mailMessages.dedupeKey })
    .returning({ id: mailMessages.id });
  if (row) {
    await enqueue(tx, { ...mailJob(row.id, mailPriority(input.kind)), now: input.notBefore ?? now });
    return { id: row.id, created: true };
  }
  const [known] = await tx
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(eq(mailMessages.dedupeKey, dedupeKey));
  return { id: known!.id, created: false };
}
