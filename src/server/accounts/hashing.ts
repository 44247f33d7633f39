import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { HashTask } from './hashWorker.ts';

/**
 * Argon2 off the event loop's CPU share: a pool of worker threads (piscina), one per core, each
 * at a lower priority (nice 10, Linux) than the event loop and the database. On libuv's pool (4
 * threads at the event loop's priority) 200 registrations at once had 4 threads hashing on 2
 * cores: the event loop and PostgreSQL got a third of the machine, and every request and job
 * waited behind them (cart/create, which hashes nothing, p50 0.8–4 s; a paid order's site 5–8 s).
 * Here hashing takes the CPU the rest leaves, and as much as before on an idle machine.
 */
const NICE = 10;

let pool: Piscina<HashTask, string | boolean> | undefined;

function run(task: HashTask): Promise<string | boolean> {
  pool ??= new Piscina({
    filename: new URL('./hashWorker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: availableParallelism(),
    niceIncrement: NICE,
    // Idle threads end: a script that hashed once (the seed) exits when done.
    idleTimeout: 1_000,
  });
  return pool.run(task);
}

/** An Argon2id hash of `password` (the library's defaults). */
export const argonHash = (password: string) => run({ op: 'hash', password }) as Promise<string>;

/** Whether `password` matches the Argon2 hash `stored`; a malformed hash rejects. */
export const argonVerify = (stored: string, password: string) =>
  run({ op: 'verify', password, stored }) as Promise<boolean>;
