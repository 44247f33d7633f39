/**
 * Text for a `<title>` or a `<meta>` tag (description, og:, twitter:): no bidi control characters.
 * A page's own `dir` orders its text; a search result or a share card shows the text alone,
 * where an invisible mark (U+200E/U+200F, the Arabic letter mark U+061C), an embedding or
 * override (U+202A–U+202E) or an isolate (U+2066–U+2069, which translate.ts puts around every
 * value in a right-to-left sentence) is noise at best and a box at worst.
 */
export const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

export const metaText = (text: string): string => text.replace(BIDI_CONTROLS, '');
