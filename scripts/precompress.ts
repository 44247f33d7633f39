// Brotli and gzip copies of dist/'s text files, made once per content: postbuild's slow part.
// Files compress in parallel on zlib's thread pool, a content-hash cache outside dist/ (which
// astro build empties) means a rebuild compresses only what changed, and a copy that saves
// too little is not written at all (the server then sends the file itself).
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Below this a compressed copy saves less than its headers cost (and the old rule). */
export const MIN_BYTES = 512;
/** A copy is kept only when it is at most this share of the original. */
export const KEEP_RATIO = 0.9;
/** Changing how copies are made changes this, so old cache entries are not reused. */
const RECIPE = 'gz9-v1';
/** `npm start`'s first build: brotli 10 for files this big is 2.3 times faster and 1.5 % larger. */
export const QUICK_FROM_BYTES = 16_384;
/** Cache entries no build has used for this long are removed. */
const CACHE_DAYS = 14;

export interface PrecompressStats {
  files: number;
  rawBytes: number;
  cached: number;
  compressed: number;
  brBytes: number;
  /** Copies not written because they saved too little. */
  skipped: number;
}

export interface PrecompressOptions {
  cacheDir: string;
  /** Files compressed at once (each uses a brotli and a gzip thread). */
  concurrency?: number;
  /** `npm start`'s build: large files at brotli 10 instead of 11 (a real build keeps 11). */
  quick?: boolean;
  /** Called about every `everyMs` and once at the end with the figures so far. */
  onProgress?: (done: number, doneBytes: number, s: PrecompressStats) => void;
  everyMs?: number;
}

const key = (buf: Buffer, quality: number) =>
  createHash('sha256').update(`${RECIPE}-br${quality}`).update(buf).digest('hex');

async function compressed(
  buf: Buffer,
  quality: number,
  cacheDir: string,
): Promise<{ br: string; gz: string; hit: boolean }> {
  const hash = key(buf, quality);
  const paths = { br: join(cacheDir, `${hash}.br`), gz: join(cacheDir, `${hash}.gz`) };
  try {
    const now = new Date();
    await Promise.all([utimes(paths.br, now, now), utimes(paths.gz, now, now)]);
    return { ...paths, hit: true };
  } catch {
    /* not cached yet */
  }
  const [b, g] = await Promise.all([
    br(buf, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(buf, { level: 9 }),
  ]);
  // gz last: its presence is what marks the entry complete (see the utimes check above).
  await writeFile(paths.br, b);
  await writeFile(paths.gz, g);
  return { ...paths, hit: false };
}

/** Writes `<file>.br` and `<file>.gz` beside each of `files` (paths inside dist/) that gains. */
export async function precompress(files: string[], opts: PrecompressOptions): Promise<PrecompressStats> {
  await mkdir(opts.cacheDir, { recursive: true });
  const sizes = await Promise.all(files.map(async (f) => ({ f, size: (await stat(f)).size })));
  const todo = sizes.filter((x) => x.size >= MIN_BYTES).sort((a, b) => b.size - a.size); // big first: no long tail
  const s: PrecompressStats = {
    files: todo.length,
    rawBytes: todo.reduce((n, x) => n + x.size, 0),
    cached: 0,
    compressed: 0,
    brBytes: 0,
    skipped: 0,
  };
  let done = 0;
  let doneBytes = 0;
  let last = Date.now();
  const every = opts.everyMs ?? 1000;

  async function one(f: string) {
    const buf = await readFile(f);
    const quality = opts.quick && buf.length >= QUICK_FROM_BYTES ? 10 : 11;
    const c = await compressed(buf, quality, opts.cacheDir);
    if (c.hit) s.cached++;
    else s.compressed++;
    for (const [suffix, from] of [
      ['.br', c.br],
      ['.gz', c.gz],
    ] as const) {
      const size = (await stat(from)).size;
      if (size > buf.length * KEEP_RATIO) {
        s.skipped++;
        await unlink(f + suffix).catch(() => undefined);
        continue;
      }
      await copyFile(from, f + suffix);
      if (suffix === '.br') s.brBytes += size;
    }
    done++;
    doneBytes += buf.length;
    if (Date.now() - last >= every) {
      last = Date.now();
      opts.onProgress?.(done, doneBytes, s);
    }
  }

  const queue = todo.map((x) => x.f);
  const lanes = Math.max(1, opts.concurrency ?? availableParallelism());
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let f = queue.shift(); f !== undefined; f = queue.shift()) await one(f);
    }),
  );
  opts.onProgress?.(done, doneBytes, s);
  await prune(opts.cacheDir);
  return s;
}

/** Removes cache entries no build has used for CACHE_DAYS: the cache stays about one build's size. */
async function prune(dir: string) {
  const old = Date.now() - CACHE_DAYS * 86_400_000;
  for (const name of await readdir(dir)) {
    const p = join(dir, name);
    if ((await stat(p)).mtimeMs < old) await unlink(p).catch(() => undefined);
  }
}

/** "17.6 MB" */
export const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
