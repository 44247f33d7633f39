import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors.ts';
import type { MessageKey } from '../../shared/messageKey.ts';
import type { Db } from '../db/client.ts';
import { staff, staffPasskeyChallenges, staffPasskeys, staffSessions } from '../db/schema/index.ts';
import { hit } from '../core/rateLimit.ts';
import type { Env } from '../platform/env.ts';
import { mailPublicUrl } from '../mail/config.ts';
import type { StaffSignInCtx, StaffView } from './accounts.ts';
import type { StaffActor } from './actor.ts';
import { appendAudit } from './audit.ts';
import type { StaffRole } from './roles.ts';
import { findStaffSession, openStaffSession } from './sessions.ts';

/** A challenge is answered within this long, once. */
export const CHALLENGE_MS = 5 * 60_000;
/**
 * EdDSA, ES256 and RS256. Not the library's default, which adds ML-DSA-44 where the runtime has
 * it: Node's is experimental, and Chromium's authenticator then signs with it (2.4 KB signatures).
 */
const ALGORITHMS = [-8, -7, -257];

/** Who the browser's passkeys belong to: the configured public URL's host and origin, never a request's Host. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(env: Pick<Env, 'PUBLIC_URL' | 'PORT' | 'MAIL_FROM'>): RelyingParty {
  const url = new URL(mailPublicUrl(env));
  return { id: url.hostname, origin: url.origin, name: 'Unicorn staff' };
}

type Purpose = 'register' | 'signin';
const refused = (key: MessageKey, code: 'unauthorized' | 'validation_failed' | 'conflict' = 'unauthorized') =>
  new AppError(code, { key });
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** Stores the one live challenge of a session for a purpose (an earlier one is dropped), and sweeps expired ones. */
async function keepChallenge(db: Db, sessionId: number, purpose: Purpose, challenge: string, now: Date) {
  const c = staffPasskeyChallenges;
  await db.delete(c).where(or(and(eq(c.sessionId, sessionId), eq(c.purpose, purpose)), lte(c.expiresAt, now)));
  await db.insert(c).values({ sessionId, purpose, challenge, expiresAt: new Date(now.getTime() + CHALLENGE_MS) });
}

/**
 * Takes the session's challenge for a purpose: the delete is the guard, so of two answers to
 * one challenge only one gets it, and a replayed answer finds none. Expired, it is taken and refused.
 */
async function takeChallenge(
  db: Db,
  sessionId: number,
  purpose: Purpose,
  now: Date,
  code: 'unauthorized' | 'conflict',
) {
  const c = staffPasskeyChallenges;
  const [taken] = await db
    .delete(c)
    .where(and(eq(c.sessionId, sessionId), eq(c.purpose, purpose)))
    .returning({ challenge: c.challenge, expiresAt: c.expiresAt });
  if (!taken || taken.expiresAt.getTime() <= now.getTime()) throw refused('staff.passkey.expired', code);
  return taken.challenge;
}

/** A signed-in person's options to create a passkey (their existing ones excluded). */
export async function registrationOptions(db: Db, rp: RelyingParty, actor: StaffActor, now: Date) {
  const mine = await db
    .select({ id: staffPasskeys.credentialId, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, actor.id!));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: actor.email,
    userDisplayName: actor.name,
    // The user handle is the person's number, not their address (authenticators may show or sync it).
    userID: new TextEncoder().encode(`staff:${actor.id}`),
    attestationType: 'none',
    excludeCredentials: mine,
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    timeout: CHALLENGE_MS,
    supportedAlgorithmIDs: ALGORITHMS,
  });
  await keepChallenge(db, actor.sessionId!, 'register', options.challenge, now);
  return options;
}

/** Registers the browser's new passkey under a name; one audit row. */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  actor: StaffActor,
  input: { name: string; response: RegistrationResponseJSON },
  now: Date,
) {
  // Not 401: the console reads a 401 as the end of the session.
  const challenge = await takeChallenge(db, actor.sessionId!, 'register', now, 'conflict');
  const verified = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => null);
  if (!verified?.verified) throw refused('staff.passkey.refused', 'validation_failed');
  const { credential } = verified.registrationInfo;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffPasskeys)
      .values({
        staffId: actor.id!,
        credentialId: credential.id,
        publicKey: b64(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw refused('staff.passkey.exists', 'conflict');
    await appendAudit(
      tx,
      actor,
      { action: 'staff.passkeyAdd', target: `staff:${actor.id}`, after: { passkey: row.id, name: row.name } },
      now,
    );
    return viewOf(row);
  });
}

const viewOf = (r: typeof staffPasskeys.$inferSelect) => ({
  id: r.id,
  name: r.name,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
});

/** A person's passkeys: one's own, or (an administrator) anyone's. */
export async function listPasskeys(db: Db, actor: StaffActor, staffId = actor.id!) {
  if (staffId !== actor.id && actor.role !== 'admin') throw new AppError('forbidden', { key: 'staff.error.forbidden' });
  const rows = await db
    .select()
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId))
    .orderBy(staffPasskeys.id);
  return rows.map(viewOf);
}

/**
 * Removes a passkey: one's own, or an administrator anyone's (with a reason). Someone else's
 * passkey is "not found" to a non-administrator (nothing said about it). One audit row.
 */
export async function removePasskey(
  db: Db,
  actor: StaffActor,
  input: { id: number; reason?: string | undefined },
  now: Date,
) {
  const reason = input.reason?.trim() || null;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffPasskeys).where(eq(staffPasskeys.id, input.id));
    const own = row?.staffId === actor.id;
    if (!row || (!own && actor.role !== 'admin')) throw new AppError('not_found', { key: 'staff.passkey.notFound' });
    if (!own && (reason?.length ?? 0) < 3) {
      const key = 'staff.error.reasonRequired';
      throw new AppError('validation_failed', { key, issues: [{ path: 'reason', key }] });
    }
    const [gone] = await tx
      .delete(staffPasskeys)
      .where(eq(staffPasskeys.id, row.id))
      .returning({ id: staffPasskeys.id });
    if (!gone) throw new AppError('not_found', { key: 'staff.passkey.notFound' });
    await appendAudit(
      tx,
      actor,
      {
        action: 'staff.passkeyRemove',
        target: `staff:${row.staffId}`,
        before: { passkey: row.id, name: row.name },
        reason,
      },
      now,
    );
  });
}

/**
 * The second step's passkey options for a pending sign-in, or null when the person has no
 * passkey. The challenge is tied to that pending sign-in.
 */
export async function signInOptions(ctx: StaffSignInCtx, rp: RelyingParty, input: { pending: string }) {
  const now = ctx.now();
  const pending = await findStaffSession(ctx.db, input.pending, 'pending', now);
  if (!pending) throw refused('staff.error.signIn');
  const keys = await ctx.db
    .select({ id: staffPasskeys.credentialId, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, pending.staffId));
  if (!keys.length) return { options: null };
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: keys,
    userVerification: 'preferred',
    timeout: CHALLENGE_MS,
  });
  await keepChallenge(ctx.db, pending.id, 'signin', options.challenge, now);
  return { options };
}

/**
 * The second step with a passkey instead of a code: the pending sign-in's challenge (taken
 * once), a passkey of that person, a valid signature, and a signature counter that moved
 * forward (taken in one conditional update, so a cloned authenticator or two answers at once
 * cannot both pass). Shares the code step's five tries per pending sign-in.
 */
export async function passkeyStep(
  ctx: StaffSignInCtx,
  rp: RelyingParty,
  input: { pending: string; response: AuthenticationResponseJSON },
): Promise<{ staff: StaffView; session: string }> {
  const now = ctx.now();
  const pending = await findStaffSession(ctx.db, input.pending, 'pending', now);
  if (!pending) throw refused('staff.error.signIn');
  await hit(ctx.limits, { bucket: 'staff-code', limit: 5, windowMs: 15 * 60_000 }, String(pending.id), now);
  const challenge = await takeChallenge(ctx.db, pending.id, 'signin', now, 'unauthorized');
  const [key] = await ctx.db
    .select()
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.credentialId, input.response.id), eq(staffPasskeys.staffId, pending.staffId)));
  if (!key) throw refused('staff.passkey.unknown');
  const verified = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    // The counter rule is the conditional update below (one place, and it settles a race too).
    credential: { id: key.credentialId, publicKey: Buffer.from(key.publicKey, 'base64url'), counter: 0 },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) throw refused('staff.passkey.refused');
  const counter = verified.authenticationInfo.newCounter;
  const done = await ctx.db.transaction(async (tx) => {
    // An authenticator that keeps no counter answers 0 every time; one that does must go up.
    const grows = counter === 0 ? eq(staffPasskeys.counter, 0) : sql`${staffPasskeys.counter} < ${counter}`;
    const [counted] = await tx
      .update(staffPasskeys)
      .set({ counter, lastUsedAt: now })
      .where(and(eq(staffPasskeys.id, key.id), grows))
      .returning({ id: staffPasskeys.id });
    if (!counted) return 'counter' as const;
    const [ended] = await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.id, pending.id), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id });
    if (!ended) return 'ended' as const;
    const session = await openStaffSession(tx, { staffId: pending.staffId, kind: 'session', ip: ctx.ip, now });
    return session.token;
  });
  if (done === 'counter') throw refused('staff.passkey.counter');
  if (done === 'ended') throw refused('staff.error.signIn');
  const [person] = await ctx.db.select().from(staff).where(eq(staff.id, pending.staffId));
  return {
    staff: { id: person!.id, email: person!.email, name: person!.name, role: person!.role as StaffRole },
    session: done,
  };
}
