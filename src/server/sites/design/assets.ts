import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { siteAssets } from '../../db/schema/index.ts';
import { type ActionCtx, countAction } from '../../core/actionLimits.ts';

/** What an operator may upload: 2 MB, re-encoded to at most 2000 px on its longer side. */
export const ASSET_LIMITS = { bytes: 2 * 1024 * 1024, side: 2000, pixels: 50_000_000 } as const;

export const HASH = /^[0-9a-f]{64}$/;

export interface StoredAsset {
  hash: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * An uploaded image, re-encoded: WebP, fitted within ASSET_LIMITS.side, turned upright by
 * its EXIF orientation and then stripped of every metadata (sharp keeps none unless asked),
 * named by the SHA-256 of the result, so the same picture uploaded twice is stored once.
 * Anything sharp cannot read as an image is refused; nothing the operator sent is served as is.
 * Every upload counts (ACTION_LIMITS.imageUpload, per site) before the image is decoded.
 */
export async function storeAsset(ctx: ActionCtx & { db: Db }, siteId: number, input: Uint8Array): Promise<StoredAsset> {
  await countAction(ctx, 'imageUpload', String(siteId));
  const { db } = ctx;
  const now = ctx.now();
  if (input.byteLength > ASSET_LIMITS.bytes) {
    throw new AppError('payload_too_large', { key: 'design.api.imageTooLarge', vars: { mb: 2 } });
  }
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(input, { limitInputPixels: ASSET_LIMITS.pixels, animated: false })
      .rotate()
      .resize({ width: ASSET_LIMITS.side, height: ASSET_LIMITS.side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('validation_failed', {
      key: 'design.api.imageUnreadable',
      issues: [{ path: 'file', key: 'design.api.imageUnreadable' }],
    });
  }
  const hash = createHash('sha256').update(out.data).digest('hex');
  await db
    .insert(siteAssets)
    .values({ siteId, hash, bytes: out.data, width: out.info.width, height: out.info.height, createdAt: now })
    .onConflictDoNothing();
  return { hash, width: out.info.width, height: out.info.height, bytes: out.data.byteLength };
}

/** An image of this site by its hash, or null (another site's images are not found here). */
export async function readAsset(db: Db, siteId: number, hash: string): Promise<Buffer | null> {
  if (!HASH.test(hash)) return null;
  const [row] = await db
    .select({ bytes: siteAssets.bytes })
    .from(siteAssets)
    .where(and(eq(siteAssets.siteId, siteId), eq(siteAssets.hash, hash)));
  return row?.bytes ?? null;
}
