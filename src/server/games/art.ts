import { createHash } from 'node:crypto';
import { escapeHtml } from '../platform/html.ts';

/**
 * A game's generated pictures: drawn from its id, title, studio and category (no downloaded
 * assets). The thumbnail stays under 1.5 KB; both are served with long cache lives, their
 * paths carrying the game's content hash (catalogue.ts).
 */
export interface ArtGame {
  id: string;
  title: string;
  provider: string;
  category: string;
}

const bytesOf = (id: string) => createHash('sha1').update(id).digest();

/** Up to two initials of the title's words (letters and digits of any script). */
export function initials(title: string): string {
  const words = title.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w) && !/^(of|the|and|de|la)$/i.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => [...w][0]!.toUpperCase())
      .join('') || '?'
  );
}

const FONT = 'font-family="system-ui,sans-serif"';

export function thumbSvg(g: ArtGame): string {
  const b = bytesOf(g.id);
  const hue = Math.round((b[0]! / 255) * 360);
  const hue2 = (hue + 40 + (b[1]! % 80)) % 360;
  const shapes = [0, 1, 2]
    .map((i) => {
      const x = 20 + (b[2 + i]! % 200);
      const y = 10 + (b[5 + i]! % 160);
      const r = 18 + (b[8 + i]! % 50);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".${10 + (b[11 + i]! % 9)}"/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180" role="img" aria-label="${escapeHtml(g.title)}">` +
    `<defs><linearGradient id="b" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,48%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2},65%,22%)"/></linearGradient></defs>` +
    `<rect width="240" height="180" rx="14" fill="url(#b)"/>${shapes}` +
    `<text x="120" y="104" ${FONT} font-size="62" font-weight="800" fill="#fff" text-anchor="middle">${escapeHtml(initials(g.title))}</text>` +
    `<text x="120" y="30" ${FONT} font-size="12" fill="#fff" opacity=".8" text-anchor="middle">${escapeHtml(g.category.toUpperCase())}</text>` +
    `<text x="120" y="160" ${FONT} font-size="13" fill="#fff" opacity=".9" text-anchor="middle">${escapeHtml(g.provider.slice(0, 30))}</text></svg>`
  );
}

/** Screenshot `n` (1–3): the game's colours on a board of its kind (reels, a table, a curve). */
export function screenshotSvg(g: ArtGame, n: number): string {
  const b = bytesOf(`${g.id}:${n}`);
  const hue = Math.round((bytesOf(g.id)[0]! / 255) * 360);
  const cells: string[] = [];
  if (g.category === 'slots' || g.category === 'fishing' || g.category === 'lottery') {
    for (let col = 0; col < 5; col++) {
      for (let row = 0; row < 3; row++) {
        const v = b[(col * 3 + row) % b.length]!;
        const x = 50 + col * 78;
        const y = 60 + row * 62;
        cells.push(
          `<rect x="${x}" y="${y}" width="70" height="54" rx="8" fill="hsl(${(hue + v) % 360},60%,${35 + (v % 25)}%)"/>` +
            `<text x="${x + 35}" y="${y + 37}" ${FONT} font-size="26" fill="#fff" text-anchor="middle">${'AKQJ79'[v % 6]}</text>`,
        );
      }
    }
  } else if (g.category === 'arcade') {
    const pts = Array.from(
      { length: 12 },
      (_, i) => `${40 + i * 35},${250 - Math.round((i * i * (2 + (b[i]! % 3))) / 2)}`,
    );
    cells.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="#fff" stroke-width="5"/>`);
  } else {
    cells.push(
      `<ellipse cx="240" cy="170" rx="190" ry="80" fill="hsl(${hue},45%,28%)" stroke="#fff" stroke-width="3"/>`,
    );
    for (let i = 0; i < 5; i++) {
      cells.push(`<rect x="${110 + i * 55}" y="140" width="40" height="58" rx="5" fill="#fff" opacity=".9"/>`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270" width="480" height="270" role="img" aria-label="${escapeHtml(g.title)} ${n}">` +
    `<rect width="480" height="270" fill="hsl(${hue},50%,16%)"/>` +
    `<text x="240" y="36" ${FONT} font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(g.title.slice(0, 40))}</text>` +
    `${cells.join('')}</svg>`
  );
}
