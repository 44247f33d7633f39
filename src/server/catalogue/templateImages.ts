import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { templateGroupMarkets, templateGroups, templateImages } from '../db/schema/index.ts';

/**
 * What the template image route serves for a template added in the staff console or by a pack:
 * `grouped` when it is one (its pictures and design can change, so it is revalidated, never
 * kept as immutable), and its own picture of that size when it has one (else it is drawn from
 * its design, as every seeded template is).
 */
export async function ownTemplateImage(
  db: Db,
  templateId: number,
  size: 'thumb' | 'preview',
): Promise<{ grouped: boolean; image: OwnImage | null }> {
  const hash = size === 'thumb' ? templateGroups.thumb : templateGroups.preview;
  const [row] = await db
    .select({
      hash: templateImages.hash,
      bytes: templateImages.bytes,
      width: templateImages.width,
      height: templateImages.height,
    })
    .from(templateGroupMarkets)
    .innerJoin(templateGroups, eq(templateGroups.id, templateGroupMarkets.groupId))
    .leftJoin(templateImages, sql`${templateImages.hash} = ${hash}`)
    .where(eq(templateGroupMarkets.templateId, templateId));
  if (!row) return { grouped: false, image: null };
  const { hash: h, bytes, width, height } = row;
  return { grouped: true, image: h && bytes && width && height ? { hash: h, bytes, width, height } : null };
}

export interface OwnImage {
  hash: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * A picture as the image route serves it: an SVG holding the WebP (the route's one documented
 * type and its `.svg` address stay as the storefront knows them; an image in an SVG may only
 * come from a data: address, which this one does).
 */
export function ownImageSvg(img: OwnImage): string {
  const { width: w, height: h } = img;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><image width="${w}" height="${h}" href="data:image/webp;base64,${img.bytes.toString('base64')}"/></svg>`;
}
