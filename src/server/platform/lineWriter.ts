import fs from 'node:fs';

/** The two calls of node:fs a writer makes (a test passes its own to refuse or cut writes). */
export interface LineFs {
  write(fd: number, buf: Buffer, offset: number, length: number, position: null, cb: WriteDone): void;
  writeSync(fd: number, buf: Buffer, offset: number, length: number): number;
}
type WriteDone = (err: NodeJS.ErrnoException | null, written: number) => void;

/** How long a full pipe or a busy device is given before the next try. */
const BUSY_RETRY_MS = 20;

/**
 * Log lines to a file descriptor, gathered per turn of the event loop and written in one call.
 * A loaded server writes a line per request: pino's own destination (sonic-boom) measures its
 * whole pending chunk again for every line it adds, about 5 µs a line, where adding a line here
 * is one push (about 1 µs, issue 26; `docs/performance.md`). One write is under way at a time;
 * lines that arrive meanwhile go in the next. Nothing is dropped while anyone reads: a full pipe is tried again,
 * a short write continues where it stopped, and on exit what is left is written synchronously
 * (pino calls `flushSync`; the process's `exit` does too).
 */
export class LineWriter {
  #parts: string[] = [];
  /** Bytes taken from `#parts` and not yet written (a write under way, or cut short). */
  #pending: Buffer | null = null;
  #writing = false;
  /** A call to write is with the system (its bytes are its own until it answers). */
  #inFlight = false;
  #scheduled = false;
  readonly #fd: number;
  readonly #fs: LineFs;

  constructor(fd: number, io: LineFs = fs as unknown as LineFs) {
    this.#fd = fd;
    this.#fs = io;
    process.once('exit', () => this.flushSync());
  }

  write(line: string): boolean {
    this.#parts.push(line);
    if (!this.#scheduled && !this.#writing) {
      this.#scheduled = true;
      setImmediate(this.#flush);
    }
    return true;
  }

  #flush = (): void => {
    this.#scheduled = false;
    if (this.#writing || !this.#parts.length) return;
    this.#pending = Buffer.from(this.#parts.join(''));
    this.#parts = [];
    this.#writing = true;
    this.#send();
  };

  #send(): void {
    const buf = this.#pending;
    if (!buf) return;
    this.#inFlight = true;
    this.#fs.write(this.#fd, buf, 0, buf.length, null, (err, written) => {
      this.#inFlight = false;
      if (err?.code === 'EAGAIN' || err?.code === 'EBUSY') {
        // A full non-blocking pipe or a busy device: the same bytes, a little later.
        setTimeout(() => this.#send(), BUSY_RETRY_MS).unref();
        return;
      }
      // Any other failure (the reader has gone: EPIPE, EBADF) cannot be tried again.
      if (err) written = buf.length;
      this.#pending = written < buf.length ? buf.subarray(written) : null;
      if (this.#pending) return this.#send();
      this.#writing = false;
      if (this.#parts.length) this.#flush();
    });
  }

  /**
   * Writes what is left, now. A write under way at exit is left to finish (the system has it);
   * one that waits for a retry is written here.
   */
  flushSync(): void {
    const rest = Buffer.from(this.#parts.join(''));
    this.#parts = [];
    const waiting = this.#inFlight ? null : this.#pending;
    if (waiting) this.#pending = null;
    for (let buf of waiting ? [waiting, rest] : [rest]) {
      for (let tries = 0; buf.length && tries < 1000; ) {
        try {
          buf = buf.subarray(this.#fs.writeSync(this.#fd, buf, 0, buf.length));
        } catch {
          tries++;
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
        }
      }
    }
  }
}
