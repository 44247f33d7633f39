import { HEX_COLOR, mix } from '../templateArt.ts';
import { COMPLIANCE_CSS } from '../compliance/siteCss.ts';
import type { SiteDocument } from './document.ts';
import { GAME_CSS } from './gameCss.ts';

/**
 * The site's stylesheet, inlined in every page (no request, no script): the scheme's three
 * colours with readable text on each, the template's corners, tile columns, background pattern
 * and layout. Logical properties only, so Arabic pages mirror by `dir` alone. Narrow screens
 * (390 px) get one column. The editor's preview uses the same sheet.
 */
const DEFAULT_LOOK = { layout: 'classic', pattern: 'none', radius: 8, columns: 4 } as const;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Text colour that reads on a background: near-white on dark, near-black on light. */
const onColor = (bg: string) => (luminance(bg) > 0.35 ? '#111111' : '#ffffff');

const patternCss: Record<string, (c: string) => string> = {
  none: () => '',
  dots: (c) => `background-image:radial-gradient(${c} 1px,transparent 1px);background-size:18px 18px;`,
  grid: (c) =>
    `background-image:linear-gradient(${c} 1px,transparent 1px),linear-gradient(90deg,${c} 1px,transparent 1px);background-size:32px 32px;`,
  diagonal: (c) => `background-image:repeating-linear-gradient(45deg,${c} 0 1px,transparent 1px 14px);`,
};

export function siteCss(doc: Pick<SiteDocument, 'theme' | 'look'>): string {
  const safe = (v: string, fallback: string) => (HEX_COLOR.test(v) ? v.toLowerCase() : fallback);
  const c1 = safe(doc.theme.color1, '#101018');
  const c2 = safe(doc.theme.color2, '#f5b301');
  const c3 = safe(doc.theme.color3, '#e63946');
  const look = doc.look ?? DEFAULT_LOOK;
  const dark = luminance(c1) < 0.35;
  const text = dark ? mix(c1, '#ffffff', 0.9) : mix(c1, '#000000', 0.85);
  const muted = dark ? mix(c1, '#ffffff', 0.62) : mix(c1, '#000000', 0.6);
  const card = dark ? mix(c1, '#ffffff', 0.07) : mix(c1, '#000000', 0.05);
  const line = dark ? mix(c1, '#ffffff', 0.16) : mix(c1, '#000000', 0.14);
  const r = `${look.radius}px`;
  const sidebar = look.layout === 'sidebar';
  const compact = look.layout === 'compact';
  const pad = compact ? '12px' : '20px';
  return [
    `:root{--c1:${c1};--c2:${c2};--c3:${c3};--on1:${text};--on2:${onColor(c2)};--on3:${onColor(c3)};--tx:${text};--mu:${muted};--card:${card};--line:${line};--r:${r};--cols:${look.columns};--pad:${pad}}`,
    '*{box-sizing:border-box}',
    // An operator's text may be one long word (a URL, a pasted code): it breaks rather than widening a 390 px page.
    `body{margin:0;background:var(--c1);color:var(--tx);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;overflow-wrap:anywhere;${patternCss[look.pattern]?.(line) ?? ''}}`,
    'a{color:var(--c2)}img{max-width:100%;height:auto;display:block}',
    '.skip{position:absolute;inset-inline-start:-999px}.skip:focus{inset-inline-start:8px;top:8px;background:var(--c2);color:var(--on2);padding:8px;z-index:2}',
    '.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
    `.top{background:${mix(c1, '#000000', 0.3)};border-bottom:1px solid var(--line)}`,
    '.bar{max-width:1200px;margin:0 auto;padding:10px var(--pad);display:flex;flex-wrap:wrap;gap:8px 20px;align-items:center}',
    '.logo{font-weight:800;font-size:1.25rem;color:var(--tx);text-decoration:none;margin-inline-end:auto}',
    '.menu ul,.langs ul,.chips{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px 14px}',
    '.menu a{color:var(--tx);text-decoration:none;font-weight:600}.menu a[aria-current]{color:var(--c2)}',
    '.langs{font-size:.875rem}.langs a{color:var(--mu);text-decoration:none}.langs a[aria-current]{color:var(--tx);font-weight:700}',
    // The phone menu (views/shell.ts): shown only where the page's script runs (`.js`), which
    // toggles aria-expanded; the folded menus open as a column of full-width rows.
    '.navs{display:contents}.menu-btn{display:none}',
    '@media(max-width:760px){.js .menu-btn{display:inline-flex;align-items:center;gap:10px;min-height:44px;padding:8px 14px;background:none;color:var(--tx);border:1px solid var(--line);border-radius:var(--r);font:inherit;font-weight:600;cursor:pointer}',
    '.js .menu-icon{width:18px;height:2px;background:currentColor;box-shadow:0 -6px currentColor,0 6px currentColor}',
    '.js .menu-btn[aria-expanded=false]+.navs{display:none}.js .navs{display:grid;gap:12px;flex-basis:100%;padding:4px 0 8px}',
    '.js .navs ul{flex-direction:column;gap:0}.js .navs a{display:block;padding:10px 0}.js .langs ul{flex-direction:row;flex-wrap:wrap;gap:0 18px}}',
    `main{width:100%;max-width:1200px;margin:0 auto;padding:var(--pad);display:grid;gap:${compact ? '16px' : '28px'}}`,
    'h1,h2,h3{line-height:1.2;margin:0 0 .5em}.page-title{font-size:2rem}',
    '.btn{display:inline-block;background:var(--c2);color:var(--on2);padding:.6em 1.2em;border-radius:var(--r);font-weight:700;text-decoration:none}.btn.big{font-size:1.1rem}',
    `.hero{display:flex;flex-wrap:wrap;align-items:center;gap:20px;padding:${compact ? '24px' : '40px'} var(--pad);border-radius:var(--r);background:var(--c1);color:var(--on1)}`,
    '.hero.bg-color2{background-color:var(--c2);color:var(--on2)}.hero.bg-color3{background-color:var(--c3);color:var(--on3)}',
    '.hero.bg-color2 .btn,.hero.bg-color3 .btn{background:var(--c1);color:var(--on1)}',
    `.v-glow{background-image:radial-gradient(circle at 80% 30%,${mix(c2, c1, 0.35)}88,transparent 60%)}`,
    `.v-rays{background-image:repeating-conic-gradient(from 0deg at 85% 50%,${mix(c2, c1, 0.6)}55 0 8deg,transparent 8deg 20deg)}`,
    `.v-stripes{background-image:repeating-linear-gradient(120deg,${mix(c3, c1, 0.6)}55 0 18px,transparent 18px 40px)}`,
    `.v-waves{background-image:radial-gradient(120% 60% at 50% 120%,${mix(c3, c1, 0.4)}99,transparent 70%)}`,
    '.hero-text{flex:1 1 320px}.hero-title{font-size:clamp(1.8rem,5vw,3rem)}.hero-art{flex:0 1 320px;border-radius:var(--r)}',
    '.a-center{text-align:center;justify-content:center}.a-center .hero-art{margin:0 auto}',
    '.row-head{display:flex;justify-content:space-between;align-items:baseline;gap:12px}',
    '.tiles{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(var(--cols),1fr);gap:10px}',
    '.tiles li{aspect-ratio:16/9;border-radius:var(--r);background:var(--card) var(--art,none) center/cover no-repeat}',
    '.cards{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:14px}',
    '.card{background:var(--card);border:1px solid var(--line);border-radius:var(--r);padding:16px;display:grid;gap:8px;align-content:start}.card img{border-radius:var(--r)}.card p{margin:0;color:var(--mu)}',
    '.acc-color3 .card{border-top:3px solid var(--c3)}.acc-color2 .card{border-top:3px solid var(--c2)}.acc-color1 .card{border-top:3px solid var(--line)}',
    '.chips li{border:1px solid var(--line);border-radius:var(--r);padding:6px 12px;background:var(--card)}',
    '.jackpot{text-align:center;padding:24px;border-radius:var(--r);background:var(--card);border:2px solid var(--c2)}.jackpot.acc-color3{border-color:var(--c3)}',
    '.jackpot .figure{display:block;font-size:clamp(1.8rem,6vw,3.2rem);color:var(--c2);font-variant-numeric:tabular-nums}',
    '.text{max-width:72ch}.text.a-center{margin:0 auto}.pic{margin:0}.pic figcaption{color:var(--mu);font-size:.9rem;margin-top:6px}',
    '.faq details{border-bottom:1px solid var(--line);padding:10px 0}.faq summary{cursor:pointer;font-weight:600}',
    '.foot{border-top:1px solid var(--line);padding-top:16px;color:var(--mu);font-size:.9rem}.foot p{margin:.4em 0}',
    '.fb{outline:1px dashed var(--c3)}.ph{opacity:.7;font-style:italic;outline:1px dashed var(--mu)}.is-ph{opacity:.75}.ph-box{padding:16px;border:1px dashed var(--mu);border-radius:var(--r)}',
    sidebar
      ? '@media(min-width:900px){.site{display:grid;grid-template-columns:230px 1fr}.top{border-bottom:0;border-inline-end:1px solid var(--line)}.bar{flex-direction:column;align-items:stretch;position:sticky;top:0}.menu ul{flex-direction:column}}'
      : '',
    look.layout === 'split' ? '@media(min-width:900px){.hero{display:grid;grid-template-columns:1fr 1fr}}' : '',
    look.layout === 'showcase' ? '.hero{min-height:360px}' : '',
    '@media(max-width:640px){.tiles{grid-template-columns:repeat(3,1fr)}.hero{padding:24px 16px}.page-title{font-size:1.6rem}}',
    COMPLIANCE_CSS,
    GAME_CSS,
  ].join('\n');
}
