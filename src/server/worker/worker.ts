import { hostname } from 'node:os';

/**
 * A job worker's identity, stored as `jobs.locked_by` when it claims a job. It is the same
 * after a restart of the same process slot (host and port, or WORKER_ID), so a restarted
 * process knows which leases were its own — their holder is dead — and takes them back at
 * once instead of waiting the lease out. Two live processes must not share one.
 */
export function workerIdFor(opts: { workerId?: string | undefined; port: number; slot?: number }): string {
  const id = opts.workerId ?? `${hostname()}:${opts.port}`;
  // The second and later worker processes of one web process (worker/child.ts): a slot each.
  return opts.slot ? `${id}/${opts.slot + 1}` : id;
}
