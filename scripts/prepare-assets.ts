// Generates the images the site serves but the repo does not ship: flags (from the
// flag-icons package, via the currency table), country banners `/county{id}.png`,
// the empty-image fallback and the social card. Idempotent; run before every build.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { currencyCountry } from '../src/shared/currency.ts';
import { markets } from '../src/server/data/markets.ts';

const pub = 'public';
const require = createRequire(import.meta.url);
const flagDir = join(dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
mkdirSync(join(pub, 'flags'), { recursive: true });

for (const iso of new Set(Object.values(currencyCountry))) {
  const src = join(flagDir, `${iso}.svg`);
  if (existsSync(src)) copyFileSync(src, join(pub, 'flags', `${iso}.svg`));
}

const palette = ['#1e3a8a', '#7c2d12', '#14532d', '#4c1d95', '#831843', '#0c4a6e', '#713f12'];

async function banner(file: string, flagSvg: Buffer | null, i: number): Promise<void> {
  if (existsSync(file)) return;
  const w = 480,
    h = 270;
  const bg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${palette[i % palette.length]}"/><stop offset="1" stop-color="#0b1220"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      Array.from(
        { length: 6 },
        (_, k) =>
          `<circle cx="${60 + k * 80}" cy="${220 - (k % 3) * 30}" r="${18 + (k % 2) * 10}" fill="#fff" fill-opacity="0.06"/>`,
      ).join('') +
      `</svg>`,
  );
  const layers: OverlayOptions[] = [];
  if (flagSvg) layers.push({ input: await sharp(flagSvg).resize(200, 150).png().toBuffer(), top: 60, left: 140 });
  else
    layers.push({
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 24 24"><path fill="#93c5fd" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.95a15.6 15.6 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.9 8zM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96zM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A8 8 0 0 1 5.08 16zm2.95-8H5.08a8 8 0 0 1 4.33-3.56A15.6 15.6 0 0 0 8.03 8zM12 19.96A14 14 0 0 1 10.09 16h3.82A14 14 0 0 1 12 19.96zM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8 8 0 0 1-4.33 3.56zM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4z"/></svg>`,
      ),
      top: 55,
      left: 160,
    });
  await sharp(bg).composite(layers).png({ compressionLevel: 9, palette: true }).toFile(file);
}

for (const [i, m] of markets.entries()) {
  const iso = currencyCountry[m.currencyCode] ?? m.iso.toLowerCase();
  const flag = join(flagDir, `${iso}.svg`);
  await banner(join(pub, `county${m.id}.png`), existsSync(flag) ? readFileSync(flag) : null, i);
}
await banner(join(pub, 'county-1.png'), null, 3);

if (!existsSync(join(pub, 'og-image.png'))) {
  await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#4c1d95"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><rect x="80" y="215" width="200" height="200" rx="48" fill="#60a5fa"/><path d="M136 375 180 255l14 50 36-14-64 100z" fill="#fff"/><text x="330" y="300" font-family="sans-serif" font-size="72" font-weight="800" fill="#fff">Unicorn</text><text x="330" y="380" font-family="sans-serif" font-size="40" fill="#cbd5e1">iGaming sites in 8 minutes · from 999 USD</text></svg>`,
    ),
  )
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(pub, 'og-image.png'));
}
console.log('assets ready');
