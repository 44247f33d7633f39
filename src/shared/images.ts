/** Build-time image rules of spec §9: WebP preferred, GIFs untouched, quality 80 (lazy 85), ≤ 1200 px. */
export const imagePolicy = {
  format: 'webp',
  quality: 80,
  lazyQuality: 85,
  maxWidth: 1200,
  /** Candidate widths of a srcset, capped by maxWidth and the source's own width. */
  breakpoints: [320, 480, 640, 800, 960, 1200],
} as const;

/** GIFs keep their animation and palette: they are served as they are. */
export function shouldOptimize(format: string | undefined): boolean {
  return format?.toLowerCase() !== 'gif';
}

export function imageQuality(lazy: boolean): number {
  return lazy ? imagePolicy.lazyQuality : imagePolicy.quality;
}

/**
 * The srcset widths for an image shown `displayWidth` CSS px wide: the breakpoints up to
 * twice that (sharp screens), never wider than 1200 px nor than the source, plus the cap.
 */
export function imageWidths(sourceWidth: number, displayWidth: number = imagePolicy.maxWidth): number[] {
  const cap = Math.round(Math.min(sourceWidth, displayWidth * 2, imagePolicy.maxWidth));
  const widths = imagePolicy.breakpoints.filter((w) => w < cap);
  return [...widths, cap];
}

/** Shown in place of an image that failed to load (spec §8: fallback image). */
export const FALLBACK_IMAGE = '/empty.svg';
