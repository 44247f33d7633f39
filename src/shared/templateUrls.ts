/**
 * Image URLs of a template (served by GET /api/cart/template-image/:id/…). Apart from the
 * catalogue schemas, so the wizard builds them without loading the validation library.
 */
export const templateThumbUrl = (id: number) => `/api/cart/template-image/${id}/thumb.svg`;
export const templatePreviewUrl = (id: number) => `/api/cart/template-image/${id}/preview.svg`;
