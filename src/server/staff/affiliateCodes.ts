import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { affiliates } from '../db/schema/index.ts';

/**
 * Attribution: an approved application becomes an affiliate with a code of its own; a merchant
 * who registers with that code (`users.referrer_code`) is the affiliate's. A merchant's own
 * `league_code` (every account has one) attributes nothing: it is eight characters, an
 * affiliate's ten, from the same alphabet, so the two can never be the same code.
 */

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const AFFILIATE_CODE_LENGTH = 10;

/** Ten characters without look-alikes (about 50 bits). */
export function newAffiliateCode(): string {
  // 256 is a multiple of the alphabet's 32 letters: every letter is equally likely.
  return Array.from(randomBytes(AFFILIATE_CODE_LENGTH), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/**
 * Makes the approved application an affiliate in the approving transaction; its code. A code
 * already taken (one chance in 2^50) is drawn again (`on conflict do nothing` keeps the transaction alive).
 */
export async function issueAffiliateCode(
  tx: Db,
  application: { id: number; name: string },
  now: Date,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const code = newAffiliateCode();
    const made = await tx
      .insert(affiliates)
      .values({ applicationId: application.id, code, name: application.name, createdAt: now })
      .onConflictDoNothing({ target: affiliates.code })
      .returning({ code: affiliates.code });
    if (made[0]) return made[0].code;
    if (attempt >= 4) throw new Error('no free affiliate code after five draws');
  }
}

/** The approved affiliate a code (as typed: trimmed, any case) belongs to, or null. */
export async function affiliateOfCode(db: Db, code: string): Promise<{ id: number; code: string } | null> {
  const [row] = await db
    .select({ id: affiliates.id, code: affiliates.code })
    .from(affiliates)
    .where(eq(affiliates.code, code.trim().toUpperCase()));
  return row ?? null;
}
