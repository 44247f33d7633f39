import { hash, verify } from '@node-rs/argon2';

// Argon2id with the library's defaults (~8 ms per hash here, memory-hard).
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** A verify that takes the same time whether or not the account exists. */
let dummy: Promise<string> | undefined;
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('not-a-real-password');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
