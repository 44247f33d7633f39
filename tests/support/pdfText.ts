import { extractText, getDocumentProxy } from 'unpdf';

/**
 * A PDF's text as a reader's copy would give it: presentation forms folded, spaces and
 * unmapped glyphs (U+0000) dropped, so a check does not depend on how a line was broken.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.normalize('NFKC').replace(/[\s\p{Cc}]+/gu, '');
}
