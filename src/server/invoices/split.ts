import { PDFDocument } from '@cantoo/pdf-lib';

/** What each part of a split PDF is titled and in which language it is written. */
export interface PartMeta {
  title: string;
  lang: string;
}

/**
 * Splits a PDF of `parts.length` documents printed one page each (page.ts) into one PDF per
 * document, in order. Null when the page count is not one page per part: a document ran onto a
 * second page, so pages and documents no longer line up and the caller prints them one by one.
 * Each part keeps the fonts it draws with (subsets shared by the whole print).
 */
export async function splitPages(pdf: Uint8Array, parts: readonly PartMeta[]): Promise<Uint8Array[] | null> {
  const whole = await PDFDocument.load(pdf, { updateMetadata: false });
  if (whole.getPageCount() !== parts.length) return null;
  const out: Uint8Array[] = [];
  for (const [i, meta] of parts.entries()) {
    const part = await PDFDocument.create({ updateMetadata: false });
    const [page] = await part.copyPages(whole, [i]);
    part.addPage(page!);
    part.setTitle(meta.title, { showInWindowTitleBar: true });
    part.setLanguage(meta.lang);
    const now = new Date();
    part.setCreationDate(now);
    part.setModificationDate(now);
    // Plain objects, no object streams: what Chromium writes, and readable by simple tools.
    out.push(await part.save({ useObjectStreams: false }));
  }
  return out;
}
