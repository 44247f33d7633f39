import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { templateImages } from '../db/schema/index.ts';

/**
 * A template's pictures: png, jpeg or webp, told by their first bytes (never by the file's name
 * or the type the browser guessed), at most 2 MB and 4096 px a side, at least 64 px. Each is
 * re-encoded to WebP without its metadata, so nothing anyone sent is served as it came.
 */
export const TEMPLATE_IMAGE_LIMITS = { bytes: 2 * 1024 * 1024, maxSide: 4096, minSide: 64, stored: 1600 } as const;

export type ImageFormat = 'png' | 'jpeg' | 'webp';
export type ImageProblem = 'notImage' | 'tooLarge' | 'tooWide' | 'tooSmall' | 'unreadable';

/** What the first bytes say: the format and the size its header states, or null. */
export function probeImage(b: Uint8Array): { format: ImageFormat; width: number; height: number } | null {
  const at = (i: number) => b[i] ?? -1;
  const be16 = (i: number) => (at(i) << 8) | at(i + 1);
  const le16 = (i: number) => at(i) | (at(i + 1) << 8);
  const be32 = (i: number) => ((at(i) << 24) >>> 0) + (at(i + 1) << 16) + (at(i + 2) << 8) + at(i + 3);
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length >= 24 && PNG.every((v, i) => at(i) === v) && String.fromCharCode(...b.subarray(12, 16)) === 'IHDR') {
    return { format: 'png', width: be32(16), height: be32(20) };
  }
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) {
    // Walk the markers to the frame header (SOF0–SOF15 but DHT, JPG and DAC), which names the size.
    let i = 2;
    while (i + 9 < b.length) {
      if (at(i) !== 0xff) return null;
      const marker = at(i + 1);
      if (marker === 0xff) {
        i++;
        continue;
      }
      const len = be16(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { format: 'jpeg', width: be16(i + 7), height: be16(i + 5) };
      }
      if (len < 2) return null;
      i += 2 + len;
    }
    return null;
  }
  const ascii = (i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));
  if (b.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
    const chunk = ascii(12, 4);
    if (chunk === 'VP8 ') return { format: 'webp', width: le16(26) & 0x3fff, height: le16(28) & 0x3fff };
    if (chunk === 'VP8L' && at(20) === 0x2f) {
      const bits = at(21) | (at(22) << 8) | (at(23) << 16) | (at(24) << 24);
      return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') {
      const w = 1 + (at(24) | (at(25) << 8) | (at(26) << 16));
      const h = 1 + (at(27) | (at(28) << 8) | (at(29) << 16));
      return { format: 'webp', width: w, height: h };
    }
  }
  return null;
}

/** The checks that need no decoding: a problem, or null when the image may be decoded. */
export function imageProblem(b: Uint8Array): ImageProblem | null {
  if (b.byteLength > TEMPLATE_IMAGE_LIMITS.bytes) return 'tooLarge';
  const probe = probeImage(b);
  if (!probe) return 'notImage';
  const { width, height } = probe;
  if (width > TEMPLATE_IMAGE_LIMITS.maxSide || height > TEMPLATE_IMAGE_LIMITS.maxSide) return 'tooWide';
  if (width < TEMPLATE_IMAGE_LIMITS.minSide || height < TEMPLATE_IMAGE_LIMITS.minSide) return 'tooSmall';
  return null;
}

export interface PreparedImage {
  hash: string;
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * Checks an image and re-encodes it (outside any transaction: decoding takes a while). The
 * decoder is held to the size the header stated, so a header that lies is refused too.
 */
export async function prepareImage(b: Uint8Array): Promise<PreparedImage | ImageProblem> {
  const problem = imageProblem(b);
  if (problem) return problem;
  const side = TEMPLATE_IMAGE_LIMITS.maxSide;
  try {
    const out = await sharp(b, { limitInputPixels: side * side, animated: false, failOn: 'error' })
      .rotate()
      .resize({
        width: TEMPLATE_IMAGE_LIMITS.stored,
        height: TEMPLATE_IMAGE_LIMITS.stored,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const hash = createHash('sha256').update(out.data).digest('hex');
    return { hash, width: out.info.width, height: out.info.height, bytes: out.data };
  } catch {
    return 'unreadable';
  }
}

/** Stores prepared images in the caller's transaction (the same picture twice is kept once). */
export async function storeImages(tx: Db, images: PreparedImage[], now: Date): Promise<void> {
  const seen = new Set<string>();
  for (const img of images) {
    if (seen.has(img.hash)) continue;
    seen.add(img.hash);
    await tx
      .insert(templateImages)
      .values({ hash: img.hash, width: img.width, height: img.height, bytes: img.bytes, createdAt: now })
      .onConflictDoNothing();
  }
}
