// One thread of the hashing pool (hashing.ts): Argon2 here, at a lower CPU priority than the event loop.
import { hashSync, verifySync } from '@node-rs/argon2';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

export interface HashRequest {
  id: number;
  op: 'hash' | 'verify';
  password: string;
  stored?: string;
}

export type HashReply = { id: number; ok: true; value: string | boolean } | { id: number; ok: false; error: string };

// On Linux a thread's nice is its own: this one only, not the event loop's.
try {
  setPriority((workerData as { nice: number }).nice);
} catch {
  // Not permitted (or not this OS): hashing still runs, at the process's priority.
}

const ARGON2ID = 2;

parentPort?.on('message', (req: HashRequest) => {
  let reply: HashReply;
  try {
    const value =
      req.op === 'hash' ? hashSync(req.password, { algorithm: ARGON2ID }) : verifySync(req.stored ?? '', req.password);
    reply = { id: req.id, ok: true, value };
  } catch (err) {
    reply = { id: req.id, ok: false, error: (err as Error).message };
  }
  parentPort?.postMessage(reply);
});
