import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailCodes, users } from '../db/schema/index.ts';
import { queueMail } from '../mail/outbox.ts';
import { clearBounce } from '../mail/bounce.ts';
import { AppError } from '../../shared/errors.ts';
import type { LocaleCode } from '../../../i18n/locales.ts';

export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_TRIES = 5;

type Purpose = 'register' | 'change';
type CodeRow = typeof emailCodes.$inferSelect;

// Six digits are guessable offline whatever the hash: the five tries and fifteen minutes are the
// protection. The hash only keeps a database reader from copying a live code off the table.
const hashOf = (userId: number, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** `m***@example.com`: enough for the owner of the old address to recognise the new one. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

/** Holds the account's row for the rest of the transaction: its codes change one at a time. */
async function lockUser(tx: Db, userId: number) {
  const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!u) throw new AppError('unauthorized');
  return u;
}

/** Every code of the account not yet used stops working. */
const revokeLiveCodes = (tx: Db, userId: number, now: Date) =>
  tx
    .update(emailCodes)
    .set({ revokedAt: now })
    .where(and(eq(emailCodes.userId, userId), isNull(emailCodes.usedAt), isNull(emailCodes.revokedAt)));

/**
 * Drops a pending e-mail change: the account keeps its address, and the code mailed to the new
 * one stops working. Nothing to drop is not an error (a second tab may have dropped it first).
 */
export async function cancelEmailChange(db: Db, input: { userId: number; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const u = await lockUser(tx, input.userId);
    if (!u.pendingEmail) return;
    await tx.update(users).set({ pendingEmail: null }).where(eq(users.id, input.userId));
    // A pending change's code is the account's only live one (each send replaces the others).
    await revokeLiveCodes(tx, input.userId, input.now);
  });
}

/**
 * Sends a new code to `email` in the caller's transaction (the mail row is written with it):
 * earlier live codes of the account stop working. The caller counts the send (action limits).
 */
export async function sendEmailCode(
  tx: Db,
  input: { userId: number; purpose: Purpose; email: string; locale: LocaleCode; now: Date },
): Promise<void> {
  await lockUser(tx, input.userId);
  // Shown in Personal settings until the code is typed (the account keeps its old address).
  await tx
    .update(users)
    .set({ pendingEmail: input.purpose === 'change' ? input.email : null })
    .where(eq(users.id, input.userId));
  await revokeLiveCodes(tx, input.userId, input.now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [row] = await tx
    .insert(emailCodes)
    .values({
      userId: input.userId,
      purpose: input.purpose,
      email: input.email,
      codeHash: hashOf(input.userId, code),
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + CODE_TTL_MINUTES * 60_000),
    })
    .returning({ id: emailCodes.id });
  await queueMail(tx, {
    kind: 'verify_email',
    subject: `code:${row!.id}`,
    userId: input.userId,
    to: input.email,
    locale: input.locale,
    data: { code, expiresMinutes: CODE_TTL_MINUTES, purpose: input.purpose },
    now: input.now,
  });
}

/** The account's live code: the newest one neither used nor replaced. */
async function liveCode(db: Db, userId: number): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), isNull(emailCodes.usedAt), isNull(emailCodes.revokedAt)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  return row;
}

type Outcome =
  | { ok: true }
  | { ok: false; key: 'verify.noCode' | 'verify.expired' | 'verify.tooManyTries' | 'verify.wrongCode'; left?: number };

/**
 * Checks a typed code against the account's live one, one attempt at a time (the account's row
 * is held). A wrong code costs a try that is committed even though the answer is an error, so the
 * caller raises the error after this returns. A right one marks the code used and proves its
 * address: for a change, the address becomes the account's.
 */
export async function confirmEmailCode(db: Db, input: { userId: number; code: string; now: Date }): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, input.userId);
    const live = await liveCode(tx, input.userId);
    if (!live) return { ok: false, key: 'verify.noCode' };
    if (live.expiresAt <= input.now) return { ok: false, key: 'verify.expired' };
    if (live.tries >= CODE_MAX_TRIES) return { ok: false, key: 'verify.tooManyTries' };
    if (live.codeHash !== hashOf(input.userId, input.code)) {
      await tx
        .update(emailCodes)
        .set({ tries: sql`${emailCodes.tries} + 1` })
        .where(eq(emailCodes.id, live.id));
      const left = CODE_MAX_TRIES - live.tries - 1;
      return left > 0 ? { ok: false, key: 'verify.wrongCode', left } : { ok: false, key: 'verify.tooManyTries' };
    }
    await tx.update(emailCodes).set({ usedAt: input.now }).where(eq(emailCodes.id, live.id));
    // A registration code proves the address only while it is still the account's.
    if (live.purpose === 'register' && live.email.toLowerCase() !== user.email.toLowerCase()) {
      return { ok: false, key: 'verify.noCode' };
    }
    await tx
      .update(users)
      .set({ email: live.email, emailVerifiedAt: input.now, pendingEmail: null, updatedAt: input.now })
      .where(eq(users.id, input.userId));
    // A proved address is a new start: an earlier bounce was of the old one (or is over).
    await clearBounce(tx, input.userId);
    if (live.purpose === 'change') {
      // The old address hears of it, in the same transaction as the change itself.
      await queueMail(tx, {
        kind: 'email_changed',
        subject: `code:${live.id}`,
        userId: input.userId,
        to: user.email,
        locale: user.locale,
        data: { newEmailMasked: maskEmail(live.email), at: input.now.toISOString() },
        now: input.now,
      });
    }
    return { ok: true };
  });
}

/** Turns a refused code into the localized 400 at the code's field. */
export function codeRefused(outcome: Extract<Outcome, { ok: false }>): AppError {
  const vars = outcome.left === undefined ? undefined : { count: outcome.left };
  return new AppError('validation_failed', {
    key: outcome.key,
    ...(vars ? { vars } : {}),
    issues: [{ path: 'pin', key: outcome.key, ...(vars ? { vars } : {}) }],
  });
}
