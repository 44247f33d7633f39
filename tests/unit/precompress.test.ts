import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.ts';

/** postbuild's compression: right copies, only where they gain, and only changed files redone. */
describe('precompress', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function setUp() {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const dist = join(dir, 'dist');
    const cacheDir = join(dir, 'cache');
    const write = (name: string, body: string | Buffer) => {
      const p = join(dir, name);
      writeFileSync(p, body);
      return p;
    };
    return { dist, cacheDir, write };
  }

  it('writes brotli and gzip copies that decompress to the file, skipping small and incompressible ones', async () => {
    const { cacheDir, write } = setUp();
    const page = write('page.html', '<p>hello casino</p>\n'.repeat(400));
    const tiny = write('tiny.js', 'let a = 1;');
    // Random bytes (as base64 text) barely shrink: a copy would only cost disk and a stat.
    const noise = write('noise.json', Buffer.from(crypto.getRandomValues(new Uint8Array(6000))));
    const s = await precompress([page, tiny, noise], { cacheDir, concurrency: 2 });

    expect(brotliDecompressSync(readFileSync(`${page}.br`)).toString()).toBe(readFileSync(page, 'utf8'));
    expect(gunzipSync(readFileSync(`${page}.gz`)).toString()).toBe(readFileSync(page, 'utf8'));
    expect(existsSync(`${tiny}.br`)).toBe(false);
    expect(existsSync(`${noise}.br`)).toBe(false);
    expect(existsSync(`${noise}.gz`)).toBe(false);
    expect(s).toMatchObject({ files: 2, compressed: 2, cached: 0, skipped: 2 });
  });

  it('a rebuild takes unchanged files from the cache and compresses only the changed one', async () => {
    const { cacheDir, write } = setUp();
    const a = write('a.html', '<h1>first page</h1>\n'.repeat(300));
    const b = write('b.css', '.card { color: red }\n'.repeat(300));
    await precompress([a, b], { cacheDir });
    // astro build empties dist/: the copies are gone, the cache (outside dist/) is not.
    for (const f of [a, b]) for (const ext of ['.br', '.gz']) rmSync(f + ext);
    write('b.css', '.card { color: blue }\n'.repeat(300));

    const progress: number[] = [];
    const s = await precompress([a, b], { cacheDir, everyMs: 0, onProgress: (done) => progress.push(done) });
    expect(s).toMatchObject({ files: 2, cached: 1, compressed: 1 });
    expect(brotliDecompressSync(readFileSync(`${b}.br`)).toString()).toContain('color: blue');
    expect(gunzipSync(readFileSync(`${b}.gz`)).toString()).toContain('color: blue');
    expect(brotliDecompressSync(readFileSync(`${a}.br`)).toString()).toBe(readFileSync(a, 'utf8'));
    // Reported as it goes: after each file here (everyMs 0), and once at the end.
    expect(progress).toEqual([1, 2, 2]);
  });

  it("npm start's quick copies of large files are not reused by a real build", async () => {
    const { cacheDir, write } = setUp();
    const big = write('big.js', 'export const casino = "lobby";\n'.repeat(1000)); // over QUICK_FROM_BYTES
    const small = write('small.js', 'export const x = 1;\n'.repeat(100));
    expect(await precompress([big, small], { cacheDir, quick: true })).toMatchObject({ compressed: 2 });
    // The build's brotli 11 for the big file; the small one is made at 11 either way.
    expect(await precompress([big, small], { cacheDir })).toMatchObject({ compressed: 1, cached: 1 });
    expect(brotliDecompressSync(readFileSync(`${big}.br`)).toString()).toBe(readFileSync(big, 'utf8'));
  });
});
