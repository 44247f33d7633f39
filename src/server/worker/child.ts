import { type ChildProcess, fork } from 'node:child_process';
import type { Logger } from '../platform/logger.ts';

/** Restarts of a worker that died: 1 s, doubling to 30 s; a worker that lived a minute starts over at 1 s. */
const RESTART_MIN_MS = 1_000;
const RESTART_MAX_MS = 30_000;
const STEADY_MS = 60_000;
/** A worker that does not end within this after SIGTERM (a job hung) is killed. */
const STOP_GRACE_MS = 10_000;

export interface WorkerChild {
  /** New work is due now (a payment completed, a code was asked for). */
  kick(): void;
  /** Ends the worker: its running jobs finish, or it is killed after STOP_GRACE_MS. */
  stop(): Promise<void>;
}

/**
 * The web process's job worker as a child process (worker/workerMain.ts, platform/env.ts
 * workerIn), kept running: restarted after a crash, kicked over IPC, stopped with the parent.
 * Its output goes where the parent's does.
 */
export function startWorkerChild(o: { port: number; slot: number; log: Logger }): WorkerChild {
  let child: ChildProcess | null = null;
  let stopping = false;
  let failures = 0;
  let restart: NodeJS.Timeout | undefined;

  const spawn = () => {
    const started = Date.now();
    const c = fork(new URL('./workerMain.ts', import.meta.url), [], {
      env: { ...process.env, WORKER_FOR_PORT: String(o.port), WORKER_SLOT: String(o.slot) },
      stdio: 'inherit',
    });
    child = c;
    c.on('error', (err) => o.log.error({ err }, 'job worker process error'));
    c.once('exit', (code, signal) => {
      if (child === c) child = null;
      if (stopping) return;
      failures = Date.now() - started > STEADY_MS ? 1 : failures + 1;
      const delay = Math.min(RESTART_MAX_MS, RESTART_MIN_MS * 2 ** (failures - 1));
      o.log.error({ code, signal, slot: o.slot, restartInMs: delay }, 'job worker process ended: starting it again');
      restart = setTimeout(spawn, delay);
    });
  };
  spawn();

  return {
    kick() {
      if (child?.connected) child.send('kick', () => undefined);
    },
    async stop() {
      stopping = true;
      clearTimeout(restart);
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const gone = new Promise<void>((resolve) => c.once('exit', () => resolve()));
      c.kill('SIGTERM');
      const kill = setTimeout(() => c.kill('SIGKILL'), STOP_GRACE_MS);
      await gone;
      clearTimeout(kill);
    },
  };
}

/** Several worker processes as one: each kicked, all stopped together. */
export function startWorkerChildren(o: { port: number; count: number; log: Logger }): WorkerChild {
  const children = Array.from({ length: o.count }, (_, slot) => startWorkerChild({ port: o.port, slot, log: o.log }));
  return {
    kick: () => {
      for (const c of children) c.kick();
    },
    stop: async () => {
      await Promise.all(children.map((c) => c.stop()));
    },
  };
}
