/**
 * What a published text keeps of what the operator typed or pasted. Removed: control
 * characters other than tab and line breaks (invisible, and some break the page's markup
 * or a search engine's snippet), and the bidi embeddings, overrides and isolates U+202A–U+202E
 * and U+2066–U+2069, which make a text read otherwise than it is stored (`a‮gnp.exe` shows as
 * `aexe.png`). The page's own direction (`dir` of each language) orders Arabic text; the
 * marks U+200E/U+200F stay, since a right-to-left text needs them around Latin words.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const UNWANTED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

export const plainText = (s: string): string => s.replace(UNWANTED, '');

/** A copy of a parsed document (plain JSON) with every string made plain text. */
export function plainTexts<T>(value: T): T {
  if (typeof value === 'string') return plainText(value) as T;
  if (Array.isArray(value)) return value.map(plainTexts) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainTexts(v)])) as T;
  }
  return value;
}
