import { serverT } from '../../src/server/platform/i18n.ts';
import { sitePageNames } from '../../src/server/sites/design/facts.ts';
import type { DesignParams } from '../../src/shared/templateArt.ts';
import { startingDocument, type StartingInput } from '../../src/shared/siteDesign/startingDocument.ts';

export const design: DesignParams = {
  layout: 'classic',
  motif: 'slot7',
  hero: 'rays',
  pattern: 'dots',
  columns: 4,
  radius: 8,
  seed: 7,
  palette: { color1: '#101018', color2: '#f5b301', color3: '#e63946' },
};

/** A starting document of a Mexican site in Spanish, English and Arabic. */
export function sampleDoc(over: Partial<StartingInput> = {}) {
  return startingDocument({
    templateId: 42,
    design,
    marketLanguage: 'es',
    languages: ['es', 'en', 'ar'],
    categories: ['slots', 'live', 'sports'],
    colors: design.palette,
    siteName: 'Casa Suerte',
    t: serverT,
    ...over,
  });
}

export const facts = { siteName: 'Casa Suerte', currency: 'MXN', region: 'MX', pageNames: sitePageNames() };
