import { motifArt, type Ink, type Motif } from './templateArtMotifs.ts';

/**
 * Turns a template's design parameters and a colour scheme into an SVG mini casino
 * home page (header, hero with a motif, game tiles, footer). Pure and isomorphic: the
 * server serves thumbnails and previews from it, the browser renders the live preview
 * in the merchant's colours. Same input, same output; every text is escaped.
 */
export { motifs, type Motif } from './templateArtMotifs.ts';
export const layouts = ['classic', 'sidebar', 'magazine', 'showcase', 'compact', 'split'] as const;
export const heroStyles = ['glow', 'rays', 'stripes', 'waves'] as const;
export const patterns = ['none', 'dots', 'grid', 'diagonal'] as const;
export type Layout = (typeof layouts)[number];

export interface ColorTriple {
  color1: string;
  color2: string;
  color3: string;
}

export interface DesignParams {
  layout: Layout;
  motif: Motif;
  hero: (typeof heroStyles)[number];
  pattern: (typeof patterns)[number];
  /** Game tiles per row, 3–6. */
  columns: number;
  /** Corner radius of cards and buttons, 0–16. */
  radius: number;
  /** Varies tile shades and badges. */
  seed: number;
  /** The template's own colours, used when no scheme is chosen. */
  palette: ColorTriple;
}

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const W = 640;

/** `{light}` / `{dark}` helpers: mixes two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const p = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const A = p(a);
  const B = p(b);
  return (
    '#' +
    A.map((v, i) =>
      Math.round(v + (B[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    ).join('')
  );
}

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;

export interface RenderOptions {
  /** A colour scheme; invalid or missing colours fall back to the template's palette. */
  colors?: { [K in keyof ColorTriple]?: string | undefined } | undefined;
  /** thumb: above the fold, 320×200; preview: the whole page, 960 wide. */
  size?: 'thumb' | 'preview';
  /** Optional site name shown in the logo and hero (escaped). */
  title?: string | undefined;
}

export function renderTemplateSvg(d: DesignParams, opts: RenderOptions = {}): string {
  const pick = (k: keyof ColorTriple) => {
    const v = opts.colors?.[k];
    return v && HEX_COLOR.test(v) ? v.toLowerCase() : HEX_COLOR.test(d.palette[k]) ? d.palette[k] : '#101018';
  };
  const c1 = pick('color1');
  const c2 = pick('color2');
  const c3 = pick('color3');
  const preview = opts.size === 'preview';
  const r = Math.max(0, Math.min(16, Math.round(d.radius)));
  const cols = Math.max(3, Math.min(6, Math.round(d.columns)));
  const rand = rng(d.seed);
  const ink: Ink = { a: c2, b: c3, light: mix(c1, '#ffffff', 0.9), dark: mix(c1, '#000000', 0.35) };
  const text = mix(c1, '#ffffff', 0.78);
  const muted = mix(c1, '#ffffff', 0.22);
  const id = `t${(d.seed >>> 0).toString(36)}${(c1 + c2 + c3).replace(/#/g, '')}`;
  const title = opts.title ? escapeXml(opts.title.slice(0, 40)) : '';
  const out: string[] = [];

  const side = d.layout === 'sidebar' ? 116 : 0;
  const x0 = side + 16;
  const cw = W - x0 - 16;
  // Header: logo, menu, log-in and register buttons.
  out.push(rect(0, 0, W, 44, mix(c1, '#000000', 0.3)));
  const motif = motifArt[d.motif] ?? motifArt.star; // unknown motif (hand-made params): still draw
  out.push(motif(28, 22, 11, ink));
  out.push(
    title
      ? `<text x="46" y="27" font-size="14" font-family="sans-serif" font-weight="700" fill="${text}">${title}</text>`
      : rect(46, 17, 70, 10, text, 3),
  );
  for (let i = 0; i < 4; i++) out.push(rect(190 + i * 62, 19, 46, 6, muted, 3));
  out.push(
    rect(480, 12, 66, 20, 'none', Math.min(r, 10), ` stroke="${c3}" stroke-width="1.5"`),
    rect(556, 12, 70, 20, c2, Math.min(r, 10)),
  );

  let y = 56;
  const heroH = d.layout === 'showcase' ? 200 : d.layout === 'compact' ? 96 : 152;
  out.push(hero(d, x0, y, cw, heroH));
  y += heroH + 14;
  if (d.layout === 'compact' || preview) {
    for (let i = 0; i < 5; i++) out.push(rect(x0 + i * 84, y, 74, 18, i === 0 ? c2 : muted, 9));
    y += 30;
  }
  // A thumbnail is the fold of a 640×400 screen: enough rows to reach the footer.
  y = tiles(y, preview ? 3 : Math.max(1, Math.ceil((370 - y) / (tileH() + 26))));
  if (preview) {
    // Jackpot strip, a row of live tables, then more games.
    out.push(
      rect(x0, y, cw, 56, mix(c1, c2, 0.25), r),
      `<text x="${x0 + cw / 2}" y="${y + 36}" font-size="24" font-family="sans-serif" font-weight="800" text-anchor="middle" fill="${c3}">8,888,888.88</text>`,
    );
    y += 72;
    const lw = (cw - 24) / 3;
    for (let i = 0; i < 3; i++)
      out.push(
        rect(x0 + i * (lw + 12), y, lw, 120, mix(c1, i % 2 ? c3 : c2, 0.45), r),
        motifArt.cards(x0 + i * (lw + 12) + lw / 2, y + 60, 26, ink),
      );
    y = tiles(y + 136, 2);
  }
  const H = preview ? y + 80 : 400;
  out.push(rect(0, H - (preview ? 80 : 30), W, preview ? 80 : 30, mix(c1, '#000000', 0.3)));
  for (let i = 0; i < (preview ? 4 : 3); i++) out.push(rect(24 + i * 150, H - (preview ? 60 : 18), 90, 6, muted, 3));
  if (preview)
    for (let i = 0; i < 8; i++) out.push(`<circle cx="${380 + i * 30}" cy="${H - 26}" r="9" fill="${muted}"/>`);
  if (side) {
    out.splice(1, 0, rect(0, 44, side, H - 44 - (preview ? 80 : 30), mix(c1, '#000000', 0.18)));
    for (let i = 0; i < 8; i++)
      out.push(rect(16, 64 + i * 30, i === 0 ? 84 : 60 + ((i * 7) % 24), 8, i === 0 ? c2 : muted, 4));
  }

  const bg = d.pattern === 'none' ? '' : `<rect width="${W}" height="${H}" fill="url(#${id}p)"/>`;
  const w = preview ? 960 : 320;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${Math.round((H * w) / W)}" viewBox="0 0 ${W} ${H}" role="img">` +
    `<defs>${defs()}</defs>${rect(0, 0, W, H, c1)}${bg}${out.join('')}</svg>`
  );

  function tileH(): number {
    return Math.round(((cw - 10 * (cols - 1)) / cols) * (d.layout === 'compact' ? 0.8 : 0.72));
  }

  function tiles(top: number, n: number): number {
    const gap = 10;
    const tw = (cw - gap * (cols - 1)) / cols;
    const th = tileH();
    for (let row = 0; row < n; row++) {
      for (let i = 0; i < cols; i++) {
        const tx = Math.round(x0 + i * (tw + gap));
        const ty = top + row * (th + 26);
        out.push(
          rect(tx, ty, Math.round(tw), th, mix(c2, c3, rand()), r),
          rect(tx, ty + th * 0.55, Math.round(tw), th * 0.45, mix(c1, '#000000', 0.2), 0, ' opacity=".35"'),
        );
        if (rand() < 0.25) out.push(rect(tx + 6, ty + 6, 24, 10, c1, 5));
        out.push(
          `<circle cx="${Math.round(tx + tw / 2)}" cy="${Math.round(ty + th * 0.36)}" r="${Math.round(th * 0.2)}" fill="${ink.light}" opacity=".28"/>`,
        );
        out.push(rect(tx, ty + th + 7, Math.round(tw * (0.5 + rand() * 0.4)), 6, muted, 3));
      }
    }
    return top + n * (th + 26) + 8;
  }

  function hero(p: DesignParams, hx: number, hy: number, hw: number, hh: number): string {
    const parts = [
      `<clipPath id="${id}c">${rect(hx, hy, hw, hh, '#000', r)}</clipPath>`,
      rect(hx, hy, hw, hh, `url(#${id}h)`, r),
      `<g clip-path="url(#${id}c)">`,
    ];
    const centred = p.layout === 'showcase';
    const mx = centred
      ? hx + hw / 2
      : p.layout === 'split'
        ? hx + hw * 0.28
        : p.layout === 'magazine'
          ? hx + hw * 0.52
          : hx + hw * 0.74;
    const my = hy + hh * (centred ? 0.38 : 0.5);
    const mr = hh * (centred ? 0.22 : 0.3);
    if (p.hero === 'glow') parts.push(`<circle cx="${mx}" cy="${my}" r="${mr * 2.2}" fill="url(#${id}g)"/>`);
    if (p.hero === 'rays')
      for (let i = 0; i < 8; i++)
        parts.push(
          `<path d="M${mx} ${my}L${mx + Math.cos(i * 0.785) * mr * 3} ${my + Math.sin(i * 0.785) * mr * 3}L${mx + Math.cos(i * 0.785 + 0.3) * mr * 3} ${my + Math.sin(i * 0.785 + 0.3) * mr * 3}Z" fill="${c3}" opacity=".12"/>`,
        );
    if (p.hero === 'stripes')
      for (let i = 0; i < 6; i++)
        parts.push(rect(hx + hw * 0.5 + i * 26, hy, 10, hh, c2, 0, ` opacity=".1" transform="skewX(-20)"`));
    if (p.hero === 'waves')
      parts.push(
        `<path d="M${hx} ${hy + hh * 0.8}q${hw / 4} -${hh * 0.2} ${hw / 2} 0t${hw / 2} 0V${hy + hh}H${hx}Z" fill="${c3}" opacity=".2"/>`,
      );
    parts.push('</g>', motif(mx, my, mr, ink));
    const tx = centred ? hx + hw / 2 - 110 : p.layout === 'split' ? hx + hw * 0.52 : hx + 24;
    const ty = centred ? hy + hh * 0.7 : hy + hh * 0.3;
    parts.push(
      title
        ? `<text x="${tx}" y="${ty + 14}" font-size="20" font-family="sans-serif" font-weight="800" fill="${text}">${title}</text>`
        : rect(tx, ty, 200, 16, text, 4),
    );
    parts.push(
      rect(tx, ty + 26, 150, 8, muted, 4),
      rect(tx, ty + 44, 92, 24, c2, Math.min(r, 12)),
      rect(tx + 18, ty + 53, 56, 6, ink.light, 3),
    );
    if (p.layout === 'magazine') {
      parts.push(rect(hx + hw * 0.72 - 10, hy, hw * 0.28 + 10, hh, c1, 0, ' opacity=".9"'));
      for (let i = 0; i < 2; i++)
        parts.push(rect(hx + hw * 0.72, hy + i * (hh / 2 + 4), hw * 0.28, hh / 2 - 4, mix(c1, i ? c3 : c2, 0.55), r));
    }
    return parts.join('');
  }

  function defs(): string {
    const pat =
      d.pattern === 'dots'
        ? `<circle cx="6" cy="6" r="1.4" fill="${muted}"/>`
        : d.pattern === 'grid'
          ? `<path d="M12 0H0V12" fill="none" stroke="${muted}" stroke-width=".6"/>`
          : `<path d="M0 12L12 0" stroke="${muted}" stroke-width=".8"/>`;
    return (
      `<linearGradient id="${id}h" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(c1, c2, 0.45)}"/><stop offset="1" stop-color="${mix(c1, c3, 0.2)}"/></linearGradient>` +
      `<radialGradient id="${id}g"><stop offset="0" stop-color="${c3}" stop-opacity=".55"/><stop offset="1" stop-color="${c3}" stop-opacity="0"/></radialGradient>` +
      `<pattern id="${id}p" width="12" height="12" patternUnits="userSpaceOnUse">${pat}</pattern>`
    );
  }
}
