import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { HashReply, HashRequest } from './hashWorker.ts';

/**
 * Argon2 off the event loop's CPU share: a pool of worker threads, one per core, each at a lower
 * priority (nice) than the event loop and the database. On the libuv pool (4 threads at the event
 * loop's priority) 200 registrations at once had 4 threads hashing on 2 cores: the event loop and
 * PostgreSQL got a third of the machine, and every request and job waited behind them (cart/create,
 * which hashes nothing, p50 0.8–4 s; a paid order's site 5–8 s). Here hashing takes the CPU the
 * rest leaves, and as much as before on an idle machine.
 */
const NICE = 10;
const THREADS = availableParallelism();

interface Pending {
  resolve(value: string | boolean): void;
  reject(err: Error): void;
}

interface Thread {
  worker: Worker;
  busy: number;
}

const threads: Thread[] = [];
const pending = new Map<number, Pending>();
const owner = new Map<number, Thread>();
let nextId = 0;

function start(): Thread {
  const worker = new Worker(new URL('./hashWorker.ts', import.meta.url), { workerData: { nice: NICE } });
  const thread: Thread = { worker, busy: 0 };
  worker.unref();
  worker.on('message', (reply: HashReply) => {
    const p = pending.get(reply.id);
    pending.delete(reply.id);
    owner.delete(reply.id);
    done(thread);
    if (!p) return;
    if (reply.ok) p.resolve(reply.value);
    else p.reject(new Error(reply.error));
  });
  // A thread that dies fails its own work; the next call starts a new one in its place.
  worker.on('error', (err) => stopped(thread, err));
  worker.on('exit', () => stopped(thread, new Error('hashing thread exited')));
  return thread;
}

function stopped(thread: Thread, err: Error): void {
  const at = threads.indexOf(thread);
  if (at >= 0) threads.splice(at, 1);
  for (const [id, t] of owner) {
    if (t !== thread) continue;
    owner.delete(id);
    pending.get(id)?.reject(err);
    pending.delete(id);
  }
}

/** Only a thread at work keeps the process alive (a script that hashed exits when done). */
function done(thread: Thread): void {
  thread.busy--;
  if (!thread.busy) thread.worker.unref();
}

function run(req: Omit<HashRequest, 'id'>): Promise<string | boolean> {
  if (threads.length < THREADS) threads.push(start());
  // The least busy thread; the work queues in its port when all are at work.
  const thread = threads.reduce((a, b) => (b.busy < a.busy ? b : a));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    owner.set(id, thread);
    if (!thread.busy) thread.worker.ref();
    thread.busy++;
    thread.worker.postMessage({ ...req, id } satisfies HashRequest);
  });
}

/** An Argon2id hash of `password` (the library's defaults). */
export const argonHash = (password: string) => run({ op: 'hash', password }) as Promise<string>;

/** Whether `password` matches the Argon2 hash `stored`; a malformed hash rejects. */
export const argonVerify = (stored: string, password: string) =>
  run({ op: 'verify', password, stored }) as Promise<boolean>;
