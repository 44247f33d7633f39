import { mkdirSync, writeFileSync } from 'node:fs';
import { imageLibraryIds } from '../src/shared/siteDesign/imageLibrary.ts';
import { motifArt } from '../src/shared/templateArtMotifs.ts';

/**
 * Draws the design-material library (public/design-library/*.svg): one 16:9 banner per
 * motif on a neutral dark ground, so it suits any colour scheme. Run after changing the
 * list or the motifs: `node scripts/design-library.ts`.
 */
const dir = new URL('../public/design-library/', import.meta.url);
mkdirSync(dir, { recursive: true });
const ink = { a: '#f5b301', b: '#ff5f7e', light: '#f4f1ff', dark: '#2a1f4a' };
imageLibraryIds.forEach((id, i) => {
  const hue = (i * 37) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 18%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 50% 10%)"/></linearGradient></defs>` +
    `<rect width="320" height="180" fill="url(#g)"/><circle cx="160" cy="90" r="70" fill="#ffffff" opacity=".06"/>${motifArt[id](160, 90, 52, ink)}</svg>\n`;
  writeFileSync(new URL(`${id}.svg`, dir), svg);
});
