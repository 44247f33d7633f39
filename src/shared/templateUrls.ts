/**
 * Image URLs of a template (served by GET /api/cart/template-image/:id/…). Apart from the
 * catalogue schemas, so the wizard builds them without loading the validation library.
 */
export const templateThumbUrl = (id: number) => `/api/cart/template-image/${id}/thumb.svg`;
export const templatePreviewUrl = (id: number) => `/api/cart/template-image/${id}/preview.svg`;
/** The template's home page as the site starts (the wizard's live preview frames it). */
export const templatePageUrl = (id: number) => `/api/cart/template-page/${id}`;

/**
 * A template image drawn in the merchant's colours (the server renders any scheme from the
 * query), so thumbnails and previews show what the site will look like, not the default.
 */
export function inColors(url: string, colors: { color1: string; color2: string; color3: string } | undefined): string {
  if (!colors) return url;
  const { color1, color2, color3 } = colors;
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ color1, color2, color3 })}`;
}
