// A task of the hashing pool (hashing.ts): Argon2id with the library's defaults, on a pool thread.
import { hashSync, verifySync } from '@node-rs/argon2';

export type HashTask = { op: 'hash'; password: string } | { op: 'verify'; password: string; stored: string };

const ARGON2ID = 2;

export default function hashTask(task: HashTask): string | boolean {
  return task.op === 'hash' ? hashSync(task.password, { algorithm: ARGON2ID }) : verifySync(task.stored, task.password);
}
