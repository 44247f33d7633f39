import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Every signed-in request hashes its token: the one-shot hash costs a third of a Hash object. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A human-friendly affiliate code (8 chars, no look-alike characters). */
export function newLeagueCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}
