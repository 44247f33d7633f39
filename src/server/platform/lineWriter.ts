import fs from 'node:fs';

/** The call of node:fs a writer makes (a test passes its own to refuse or cut writes). */
export interface LineFs {
  writeSync(fd: number, buf: Buffer, offset: number, length: number): number;
}

/** How long a full pipe or a busy device is given before the next try. */
const BUSY_RETRY_MS = 20;

/** Writers that have written, flushed on exit by one listener (a process makes many silent loggers in tests). */
const written = new Set<LineWriter>();
let exitHooked = false;
function flushOnExit(writer: LineWriter): void {
  written.add(writer);
  if (exitHooked) return;
  exitHooked = true;
  process.once('exit', () => {
    for (const w of written) w.flushSync();
  });
}

/**
 * Log lines to a file descriptor, gathered per turn of the event loop and written in one call.
 * A loaded server writes a line per request, and what a line costs is most of what separates
 * /api/health from a bare Hono app (docs/performance.md): pino's own destination (sonic-boom)
 * measures its whole pending chunk again for every line it adds, and hands each write to
 * libuv's thread pool, a switch of threads per write on a busy core. Here a line is one push,
 * and a turn's lines one `write` system call made in place, as Node writes to a pipe on Linux
 * (a reader that stops holds the process, as it would hold `console.log`).
 *
 * Nothing is dropped while anyone reads: a full non-blocking pipe (EAGAIN) is tried again
 * after a moment, ahead of any later line, and a short write continues where it stopped. On
 * exit what is left is written at once (pino calls `flushSync`; the process's `exit` does too).
 */
export class LineWriter {
  #parts: string[] = [];
  /** What a full pipe refused: written before anything newer. */
  #held: Buffer | null = null;
  #scheduled = false;
  readonly #fd: number;
  readonly #fs: LineFs;

  constructor(fd: number, io: LineFs = fs) {
    this.#fd = fd;
    this.#fs = io;
  }

  write(line: string): boolean {
    if (!this.#parts.length && !written.has(this)) flushOnExit(this);
    this.#parts.push(line);
    if (!this.#scheduled && !this.#held) {
      this.#scheduled = true;
      setImmediate(this.#flush);
    }
    return true;
  }

  #flush = (): void => {
    this.#scheduled = false;
    const held = this.#held;
    this.#held = null;
    const next = this.#take();
    this.#held = this.#send(held ? Buffer.concat([held, next]) : next);
    if (this.#held) setTimeout(this.#flush, BUSY_RETRY_MS).unref();
  };

  #take(): Buffer {
    const text = this.#parts.join('');
    this.#parts = [];
    return Buffer.from(text);
  }

  /** Writes what it can now; returns what a full pipe refused (null: all written, or nobody reads). */
  #send(buf: Buffer): Buffer | null {
    while (buf.length) {
      try {
        buf = buf.subarray(this.#fs.writeSync(this.#fd, buf, 0, buf.length));
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        // Any other failure (the reader has gone: EPIPE, EBADF) cannot be tried again.
        return code === 'EAGAIN' || code === 'EBUSY' ? buf : null;
      }
    }
    return null;
  }

  /** Writes what is left, now, waiting out a full pipe (for a second at most). */
  flushSync(): void {
    const held = this.#held;
    let rest: Buffer | null = held ? Buffer.concat([held, this.#take()]) : this.#take();
    this.#held = null;
    for (let tries = 0; rest && tries < 1000; tries++) {
      rest = this.#send(rest);
      if (rest) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}
