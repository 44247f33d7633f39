import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { LocaleCode } from '../../../i18n/locales.ts';
import type { OptionalNotice } from '../../shared/mailNotices.ts';
import type { MailData, MailKind } from './kinds.ts';
import { queueMail } from './outbox.ts';

/**
 * Queues a notice to a merchant in the caller's transaction, in the account's language and to
 * its current address — unless the merchant switched this kind of notice off.
 */
export async function queueNotice<K extends OptionalNotice>(
  tx: Db,
  notice: { kind: K; subject: string; userId: number; data: MailData[K]; now: Date },
): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, locale: users.locale, off: users.noticesOff })
    .from(users)
    .where(eq(users.id, notice.userId));
  if (!user || user.off.includes(notice.kind)) return;
  await queueMail(tx, {
    kind: notice.kind,
    subject: notice.subject,
    userId: notice.userId,
    to: user.email,
    locale: user.locale as LocaleCode,
    data: notice.data,
    now: notice.now,
  });
}

/**
 * Queues mail that always goes (security, money, the term of a site) to a merchant, in the
 * caller's transaction, in the account's language and to its current address.
 */
export async function queueAccountMail<K extends MailKind>(
  tx: Db,
  m: { kind: K; subject: string; userId: number; data: MailData[K]; now: Date },
): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, m.userId));
  if (!user) return;
  await queueMail(tx, {
    kind: m.kind,
    subject: m.subject,
    userId: m.userId,
    to: user.email,
    locale: user.locale as LocaleCode,
    data: m.data,
    now: m.now,
  });
}
