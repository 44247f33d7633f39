import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LineFs, LineWriter } from '../../src/server/platform/lineWriter.ts';

const files: string[] = [];
afterEach(() => {
  for (const f of files.splice(0)) fs.rmSync(f, { force: true });
});

/** A temporary file open for writing, read back as text. */
function tempFile() {
  const path = join(tmpdir(), `line-writer-${process.pid}-${files.length}-${Date.now()}.log`);
  files.push(path);
  const fd = fs.openSync(path, 'w');
  return { fd, text: () => fs.readFileSync(path, 'utf8') };
}

/** node:fs, with each write first passed to `hook`, which may refuse it (an error) or cut it short (a length). */
function spiedFs(hook: (buf: Buffer) => NodeJS.ErrnoException | number | undefined) {
  const calls: number[] = [];
  const io: LineFs = {
    writeSync(fd, buf, offset, length) {
      calls.push(length);
      const instead = hook(buf.subarray(offset, offset + length));
      if (instead instanceof Error) throw instead;
      return fs.writeSync(fd, buf, offset, typeof instead === 'number' ? Math.min(instead, length) : length);
    },
  };
  return { io, calls };
}

const lines = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `{"n":${from + i},"msg":"é"}\n`);
const errno = (code: string) => Object.assign(new Error(code), { code });

describe('the log line writer', () => {
  it('writes the lines of one turn of the event loop in one write, in order, every one', async () => {
    const file = tempFile();
    const { io, calls } = spiedFs(() => undefined);
    const writer = new LineWriter(file.fd, io);
    for (const l of lines(500)) writer.write(l);
    await vi.waitFor(() => expect(file.text()).toBe(lines(500).join('')));
    expect(calls).toHaveLength(1);
    // Lines of later turns, some while a write is under way: gathered, never reordered.
    for (let turn = 0; turn < 20; turn++) {
      for (const l of lines(25, 500 + turn * 25)) writer.write(l);
      await new Promise((r) => setImmediate(r));
    }
    await vi.waitFor(() => expect(file.text()).toBe(lines(1000).join('')));
    expect(calls.length).toBeLessThanOrEqual(21);
  });

  it('tries a full pipe again and continues a short write where it stopped', async () => {
    const file = tempFile();
    let refusals = 2;
    const { io, calls } = spiedFs(() => (refusals-- > 0 ? errno('EAGAIN') : 7));
    const writer = new LineWriter(file.fd, io);
    for (const l of lines(40)) writer.write(l);
    await vi.waitFor(() => expect(file.text()).toBe(lines(40).join('')));
    expect(calls.length).toBeGreaterThan(3);
  });

  it('does not try forever when the reader has gone, and goes on with later lines', async () => {
    const file = tempFile();
    let gone = true;
    const { io, calls } = spiedFs(() => (gone ? errno('EPIPE') : undefined));
    const writer = new LineWriter(file.fd, io);
    writer.write('lost\n');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // Past the failed write's answer and the retry delay a full pipe would get: no second try.
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(1);
    gone = false;
    writer.write('kept\n');
    await vi.waitFor(() => expect(file.text()).toBe('kept\n'));
    expect(calls).toHaveLength(2);
  });

  it('writes what is left synchronously when the process exits at once', () => {
    const writer = new URL('../../src/server/platform/lineWriter.ts', import.meta.url).pathname;
    const script = `
      const { LineWriter } = await import(${JSON.stringify(writer)});
      const w = new LineWriter(1);
      for (let i = 0; i < 20000; i++) w.write('{"n":' + i + '}\\n');
      process.exit(0);`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    const got = r.stdout.trimEnd().split('\n');
    expect(got).toHaveLength(20000);
    expect(got.at(-1)).toBe('{"n":19999}');
  });
});
