/**
 * The hero motifs of templateArt: each draws a symbol centred on (x, y) with radius r
 * in the scheme's accents. Plain shapes only — no text except numerals, no external assets.
 */
export interface Ink {
  a: string;
  b: string;
  light: string;
  dark: string;
}
type Draw = (x: number, y: number, r: number, k: Ink) => string;

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const pts = (list: [number, number][]) => list.map(([px, py]) => `${f(px)},${f(py)}`).join(' ');

function starPoints(x: number, y: number, r: number, inner: number, n = 5): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < n * 2; i++) {
    const rad = i % 2 ? r * inner : r;
    const ang = (Math.PI / n) * i - Math.PI / 2;
    out.push([x + rad * Math.cos(ang), y + rad * Math.sin(ang)]);
  }
  return out;
}

const ball = (x: number, y: number, r: number, fill: string, ink: string, label: string) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.55)}" fill="${ink}"/>` +
  `<text x="${f(x)}" y="${f(y + r * 0.22)}" font-size="${f(r * 0.62)}" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="${fill}">${label}</text>`;

export const motifArt = {
  crown: (x, y, r, k) =>
    `<path d="M${f(x - r)} ${f(y + r * 0.55)}V${f(y - r * 0.45)}L${f(x - r * 0.5)} ${f(y + r * 0.05)}L${f(x)} ${f(y - r * 0.8)}L${f(x + r * 0.5)} ${f(y + r * 0.05)}L${f(x + r)} ${f(y - r * 0.45)}V${f(y + r * 0.55)}Z" fill="${k.a}"/>` +
    `<rect x="${f(x - r)}" y="${f(y + r * 0.4)}" width="${f(r * 2)}" height="${f(r * 0.25)}" fill="${k.b}"/>` +
    [-1, 0, 1]
      .map((i) => `<circle cx="${f(x + i * r * 0.5)}" cy="${f(y + r * 0.15)}" r="${f(r * 0.09)}" fill="${k.b}"/>`)
      .join(''),
  dice: (x, y, r, k) => {
    const s = r * 1.3;
    const pip = (dx: number, dy: number) =>
      `<circle cx="${f(x + dx * s * 0.28)}" cy="${f(y + dy * s * 0.28)}" r="${f(s * 0.09)}" fill="${k.dark}"/>`;
    return `<g transform="rotate(-12 ${f(x)} ${f(y)})"><rect x="${f(x - s / 2)}" y="${f(y - s / 2)}" width="${f(s)}" height="${f(s)}" rx="${f(s * 0.18)}" fill="${k.light}"/>${pip(-1, -1)}${pip(1, 1)}${pip(0, 0)}${pip(1, -1)}${pip(-1, 1)}</g>`;
  },
  cards: (x, y, r, k) =>
    [-14, 10]
      .map(
        (deg, i) =>
          `<g transform="rotate(${deg} ${f(x)} ${f(y + r)})"><rect x="${f(x - r * 0.55)}" y="${f(y - r * 0.8)}" width="${f(r * 1.1)}" height="${f(r * 1.6)}" rx="${f(r * 0.1)}" fill="${k.light}" stroke="${k.a}" stroke-width="${f(r * 0.04)}"/>` +
          `<path d="M${f(x)} ${f(y - r * 0.35)}L${f(x + r * 0.25)} ${f(y)}L${f(x)} ${f(y + r * 0.35)}L${f(x - r * 0.25)} ${f(y)}Z" fill="${i ? k.a : k.b}"/></g>`,
      )
      .join(''),
  chip: (x, y, r, k) =>
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${k.a}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.8)}" fill="none" stroke="${k.light}" stroke-width="${f(r * 0.2)}" stroke-dasharray="${f(r * 0.42)} ${f(r * 0.42)}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.5)}" fill="${k.b}"/>`,
  slot7: (x, y, r, k) =>
    `<rect x="${f(x - r * 1.2)}" y="${f(y - r * 0.7)}" width="${f(r * 2.4)}" height="${f(r * 1.4)}" rx="${f(r * 0.2)}" fill="${k.a}"/>` +
    [-1, 0, 1]
      .map(
        (i) =>
          `<rect x="${f(x + i * r * 0.75 - r * 0.33)}" y="${f(y - r * 0.5)}" width="${f(r * 0.66)}" height="${f(r)}" rx="${f(r * 0.08)}" fill="${k.light}"/><text x="${f(x + i * r * 0.75)}" y="${f(y + r * 0.3)}" font-size="${f(r * 0.8)}" font-family="sans-serif" font-weight="800" text-anchor="middle" fill="${k.b}">7</text>`,
      )
      .join(''),
  diamond: (x, y, r, k) =>
    `<polygon points="${pts([
      [x - r, y - r * 0.3],
      [x - r * 0.5, y - r * 0.8],
      [x + r * 0.5, y - r * 0.8],
      [x + r, y - r * 0.3],
      [x, y + r],
    ])}" fill="${k.a}"/>` +
    `<polygon points="${pts([
      [x - r, y - r * 0.3],
      [x + r, y - r * 0.3],
      [x, y + r],
    ])}" fill="${k.b}" opacity=".7"/>`,
  star: (x, y, r, k) =>
    `<polygon points="${pts(starPoints(x, y, r, 0.45))}" fill="${k.a}"/><polygon points="${pts(starPoints(x, y, r * 0.5, 0.45))}" fill="${k.b}"/>`,
  ball: (x, y, r, k) =>
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${k.light}"/><polygon points="${pts(starPoints(x, y, r * 0.38, 0.81, 5).filter((_, i) => i % 2 === 0))}" fill="${k.dark}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="none" stroke="${k.a}" stroke-width="${f(r * 0.08)}"/>`,
  fish: (x, y, r, k) =>
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.55)}" fill="${k.a}"/><polygon points="${pts([
      [x + r * 0.8, y],
      [x + r * 1.5, y - r * 0.55],
      [x + r * 1.5, y + r * 0.55],
    ])}" fill="${k.b}"/>` +
    `<circle cx="${f(x - r * 0.5)}" cy="${f(y - r * 0.12)}" r="${f(r * 0.12)}" fill="${k.dark}"/>`,
  coin: (x, y, r, k) =>
    `<circle cx="${f(x + r * 0.35)}" cy="${f(y + r * 0.2)}" r="${f(r * 0.8)}" fill="${k.b}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.8)}" fill="${k.a}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.6)}" fill="none" stroke="${k.light}" stroke-width="${f(r * 0.06)}"/><polygon points="${pts(starPoints(x, y, r * 0.35, 0.45))}" fill="${k.light}"/>`,
  roulette: (x, y, r, k) =>
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${k.dark}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.72)}" fill="none" stroke="${k.a}" stroke-width="${f(r * 0.4)}" stroke-dasharray="${f(r * 0.377)} ${f(r * 0.377)}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.3)}" fill="${k.b}"/><circle cx="${f(x + r * 0.55)}" cy="${f(y - r * 0.55)}" r="${f(r * 0.08)}" fill="${k.light}"/>`,
  lotus: (x, y, r, k) =>
    [-60, -30, 0, 30, 60]
      .map(
        (deg, i) =>
          `<ellipse cx="${f(x)}" cy="${f(y - r * 0.45)}" rx="${f(r * 0.26)}" ry="${f(r * 0.6)}" transform="rotate(${deg} ${f(x)} ${f(y + r * 0.1)})" fill="${i % 2 ? k.b : k.a}"/>`,
      )
      .join(''),
  rocket: (x, y, r, k) =>
    `<g transform="rotate(35 ${f(x)} ${f(y)})"><polygon points="${pts([
      [x - r * 0.25, y + r * 0.65],
      [x, y + r * 1.1],
      [x + r * 0.25, y + r * 0.65],
    ])}" fill="${k.b}"/>` +
    `<path d="M${f(x)} ${f(y - r)}C${f(x + r * 0.45)} ${f(y - r * 0.5)} ${f(x + r * 0.4)} ${f(y + r * 0.3)} ${f(x + r * 0.3)} ${f(y + r * 0.7)}H${f(x - r * 0.3)}C${f(x - r * 0.4)} ${f(y + r * 0.3)} ${f(x - r * 0.45)} ${f(y - r * 0.5)} ${f(x)} ${f(y - r)}Z" fill="${k.light}"/>` +
    `<circle cx="${f(x)}" cy="${f(y - r * 0.2)}" r="${f(r * 0.16)}" fill="${k.a}"/></g>`,
  trophy: (x, y, r, k) =>
    `<path d="M${f(x - r * 0.6)} ${f(y - r * 0.8)}H${f(x + r * 0.6)}V${f(y - r * 0.2)}A${f(r * 0.6)} ${f(r * 0.6)} 0 0 1 ${f(x - r * 0.6)} ${f(y - r * 0.2)}Z" fill="${k.a}"/>` +
    `<rect x="${f(x - r * 0.1)}" y="${f(y + r * 0.35)}" width="${f(r * 0.2)}" height="${f(r * 0.35)}" fill="${k.a}"/><rect x="${f(x - r * 0.45)}" y="${f(y + r * 0.7)}" width="${f(r * 0.9)}" height="${f(r * 0.2)}" rx="${f(r * 0.05)}" fill="${k.b}"/>` +
    `<circle cx="${f(x)}" cy="${f(y - r * 0.3)}" r="${f(r * 0.18)}" fill="${k.b}"/>`,
  gamepad: (x, y, r, k) =>
    `<rect x="${f(x - r * 1.1)}" y="${f(y - r * 0.5)}" width="${f(r * 2.2)}" height="${f(r)}" rx="${f(r * 0.5)}" fill="${k.a}"/>` +
    `<rect x="${f(x - r * 0.75)}" y="${f(y - r * 0.08)}" width="${f(r * 0.5)}" height="${f(r * 0.16)}" fill="${k.light}"/><rect x="${f(x - r * 0.58)}" y="${f(y - r * 0.25)}" width="${f(r * 0.16)}" height="${f(r * 0.5)}" fill="${k.light}"/>` +
    `<circle cx="${f(x + r * 0.45)}" cy="${f(y - r * 0.12)}" r="${f(r * 0.12)}" fill="${k.b}"/><circle cx="${f(x + r * 0.72)}" cy="${f(y + r * 0.12)}" r="${f(r * 0.12)}" fill="${k.light}"/>`,
  lotto: (x, y, r, k) =>
    ball(x - r * 0.6, y + r * 0.2, r * 0.5, k.a, k.light, '8') +
    ball(x + r * 0.6, y + r * 0.2, r * 0.5, k.b, k.light, '21') +
    ball(x, y - r * 0.45, r * 0.5, k.a, k.light, '36'),
} satisfies Record<string, Draw>;

export type Motif = keyof typeof motifArt;
export const motifs = Object.keys(motifArt) as Motif[];
