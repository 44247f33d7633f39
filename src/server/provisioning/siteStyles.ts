import { HEX_COLOR, mix, type DesignParams } from '../../shared/templateArt.ts';

/**
 * The colours and the one inline stylesheet of a generated site. Only validated #rrggbb
 * values and numbers reach the CSS, so stored data can never break out of the <style>.
 */
export interface Theme {
  c1: string;
  c2: string;
  c3: string;
  dark: boolean;
  fg: string;
  muted: string;
  panel: string;
  panel2: string;
  head: string;
  /** Text on a color2 / color3 surface. */
  on2: string;
  on3: string;
  /** An accent that is readable as text on the page background. */
  accent: string;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const onColor = (bg: string) => (contrast(bg, '#ffffff') >= contrast(bg, '#111111') ? '#ffffff' : '#111111');

/** A merchant's colours, falling back to the template's palette (then a neutral) when invalid. */
export function siteTheme(design: DesignParams, colors: { color1: string; color2: string; color3: string }): Theme {
  const pick = (k: 'color1' | 'color2' | 'color3', neutral: string) => {
    const v = colors[k];
    if (HEX_COLOR.test(v)) return v.toLowerCase();
    const p = design.palette?.[k];
    return p && HEX_COLOR.test(p) ? p.toLowerCase() : neutral;
  };
  const c1 = pick('color1', '#101018');
  const c2 = pick('color2', '#f5b301');
  const c3 = pick('color3', '#e63946');
  const dark = luminance(c1) < 0.3;
  const toward = dark ? '#ffffff' : '#000000';
  const fg = mix(c1, toward, 0.92);
  const muted = mix(c1, toward, 0.72);
  const accent = [c3, c2].find((c) => contrast(c, c1) >= 4.5) ?? fg;
  return {
    c1,
    c2,
    c3,
    dark,
    fg,
    muted,
    panel: mix(c1, toward, 0.07),
    panel2: mix(c1, toward, 0.14),
    head: dark ? mix(c1, '#000000', 0.35) : mix(c1, '#ffffff', 0.6),
    on2: onColor(c2),
    on3: onColor(c3),
    accent,
  };
}

function heroBackground(d: DesignParams, th: Theme, rtl: boolean): string {
  const x = rtl ? '25%' : '75%';
  const base = `linear-gradient(135deg,${mix(th.c1, th.c2, 0.4)},${mix(th.c1, th.c3, 0.2)})`;
  switch (d.hero) {
    case 'rays':
      return `repeating-conic-gradient(from 0deg at ${x} 50%,${th.c3}26 0 8deg,transparent 8deg 24deg),${base}`;
    case 'stripes':
      return `repeating-linear-gradient(-70deg,${th.c2}1f 0 14px,transparent 14px 44px),${base}`;
    case 'waves':
      return `radial-gradient(120% 60% at 50% 120%,${th.c3}40 0 50%,transparent 51%),${base}`;
    default:
      return `radial-gradient(circle at ${x} 50%,${th.c3}66,transparent 55%),${base}`;
  }
}

function pattern(d: DesignParams, th: Theme): string {
  const ink = mix(th.c1, th.dark ? '#ffffff' : '#000000', 0.08);
  switch (d.pattern) {
    case 'dots':
      return `radial-gradient(${ink} 1.2px,transparent 1.6px) 0 0/16px 16px,`;
    case 'grid':
      return `linear-gradient(${ink} 1px,transparent 1px) 0 0/24px 24px,linear-gradient(90deg,${ink} 1px,transparent 1px) 0 0/24px 24px,`;
    case 'diagonal':
      return `repeating-linear-gradient(45deg,${ink} 0 1px,transparent 1px 14px),`;
    default:
      return '';
  }
}

/** Rules only the chosen layout needs; the others would be dead weight in every page. */
const layoutCss: Record<DesignParams['layout'], string> = {
  classic: '.hero{grid-template-columns:3fr 2fr}',
  sidebar:
    '.page{display:grid;grid-template-columns:220px minmax(0,1fr);gap:24px}.side{padding-top:24px}.side ul{flex-direction:column;position:sticky;top:84px}.side li{border-radius:var(--r)}.hero{grid-template-columns:3fr 2fr}@media(max-width:900px){.page{display:block}.side ul{flex-direction:row;position:static}}',
  magazine:
    '.hero{grid-template-columns:2fr 1fr 1fr}.hero-side{display:grid;gap:12px}.hero-side .card{background:var(--panel2)}@media(max-width:900px){.hero-side{grid-column:1/-1;grid-template-columns:1fr 1fr}}',
  showcase:
    '.hero{grid-template-columns:1fr;text-align:center;padding:56px 24px;min-height:420px}.hero-art{order:-1;justify-self:center;width:160px}.hero p{margin-inline:auto}',
  compact:
    '.hero{grid-template-columns:1fr 120px;padding:24px}.hero h1{font-size:clamp(1.5rem,4vw,2rem)}.tile h3{font-size:.9rem}',
  split:
    '.hero{grid-template-columns:1fr 1fr}.hero-art{order:-1;background:var(--p);border-radius:var(--r);padding:24px}',
};

export function siteCss(d: DesignParams, th: Theme, rtl: boolean): string {
  const r = Math.max(0, Math.min(16, Math.round(Number(d.radius) || 0)));
  const cols = Math.max(3, Math.min(6, Math.round(Number(d.columns) || 4)));
  const vars = `--c1:${th.c1};--c2:${th.c2};--c3:${th.c3};--fg:${th.fg};--mu:${th.muted};--p:${th.panel};--p2:${th.panel2};--hd:${th.head};--on2:${th.on2};--on3:${th.on3};--ac:${th.accent};--r:${r}px`;
  return [
    `:root{${vars};color-scheme:${th.dark ? 'dark' : 'light'}}`,
    '*{box-sizing:border-box}',
    `body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic","Noto Sans Thai","Noto Sans Bengali",sans-serif;color:var(--fg);background:${pattern(d, th)}var(--c1)}`,
    'a{color:inherit}h1,h2,h3{line-height:1.2;margin:0 0 .5em}h2{font-size:1.5rem}p{margin:0 0 .75em}ul,ol{margin:0;padding:0}',
    ':focus-visible{outline:3px solid var(--c3);outline-offset:2px}',
    '.skip{position:absolute;inset-inline-start:-9999px;top:8px;background:var(--c2);color:var(--on2);padding:8px 12px;z-index:9}.skip:focus{inset-inline-start:8px}',
    '.wrap{max-width:1200px;margin:0 auto;padding:0 20px}',
    '.top{background:var(--hd);position:sticky;top:0;z-index:5;border-bottom:1px solid var(--p2)}',
    '.bar{display:flex;align-items:center;gap:16px;min-height:64px;flex-wrap:wrap}',
    '.logo{display:flex;align-items:center;gap:10px;font-weight:800;font-size:1.2rem;text-decoration:none;max-width:16em;overflow-wrap:anywhere}.logo svg{width:36px;height:36px;flex:none}',
    '.nav ul{display:flex;gap:4px;list-style:none;overflow-x:auto}.nav a{display:block;padding:8px 12px;text-decoration:none;border-radius:var(--r);white-space:nowrap}.nav a:hover{background:var(--p2)}',
    '.acts{margin-inline-start:auto;display:flex;gap:8px}',
    '.btn{display:inline-block;padding:10px 18px;border-radius:var(--r);background:var(--c2);color:var(--on2);font-weight:700;text-decoration:none;border:2px solid var(--c2)}.btn.ghost{background:transparent;color:var(--fg);border-color:var(--c3)}.btn.big{padding:14px 28px;font-size:1.1rem}',
    'section{margin:32px 0}',
    `.hero{display:grid;gap:24px;align-items:center;padding:40px;border-radius:var(--r);background:${heroBackground(d, th, rtl)};margin-top:24px}`,
    '.hero h1{font-size:clamp(1.8rem,5vw,3rem);overflow-wrap:anywhere}.hero p{color:var(--fg);max-width:36em}.bonus{font-weight:700;font-size:1.15rem}',
    '.hero-art svg{width:100%;max-width:240px;height:auto;display:block;margin:auto}',
    '.jackpot{display:flex;flex-wrap:wrap;gap:8px 24px;align-items:baseline;justify-content:center;padding:20px;border-radius:var(--r);background:var(--p2);text-align:center}.jackpot strong{font-size:clamp(1.6rem,5vw,2.6rem);color:var(--ac);font-variant-numeric:tabular-nums}',
    '.chips ul{display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin-bottom:16px}.chips li{padding:6px 14px;border-radius:999px;background:var(--p2);font-size:.9rem}.chips li:first-child{background:var(--c2);color:var(--on2)}',
    `.grid{display:grid;grid-template-columns:repeat(${cols},minmax(0,1fr));gap:14px;list-style:none}`,
    '.tile{background:var(--p);border-radius:var(--r);overflow:hidden}.tile h3{font-size:1rem;margin:10px 12px 2px;overflow-wrap:anywhere}.tile p{margin:0 12px 12px;color:var(--mu);font-size:.85rem}',
    '.art{aspect-ratio:4/3;display:grid;place-items:center;position:relative}.art::after{content:"";width:38%;aspect-ratio:1;border-radius:50%;background:#ffffff40}',
    '.badge{position:absolute;top:8px;inset-inline-start:8px;background:var(--c1);color:var(--fg);font-size:.75rem;font-weight:700;padding:2px 8px;border-radius:999px}',
    '.cards{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:14px;list-style:none}.card{background:var(--p);border-radius:var(--r);padding:20px;border-top:4px solid var(--c3)}.card p{color:var(--mu)}.card strong{color:var(--ac)}',
    '.steps{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:14px;list-style:none;counter-reset:s}.steps li{background:var(--p);border-radius:var(--r);padding:20px;counter-increment:s}.steps li::before{content:counter(s);display:grid;place-items:center;width:36px;height:36px;border-radius:50%;background:var(--c2);color:var(--on2);font-weight:800;margin-bottom:10px}',
    '.rg{display:flex;gap:20px;align-items:flex-start;padding:20px;border-radius:var(--r);border:2px solid var(--p2)}.age{flex:none;display:grid;place-items:center;width:64px;height:64px;border-radius:50%;border:3px solid var(--c3);font-weight:800;font-size:1.2rem}.rg p{color:var(--mu);margin:0}',
    '.foot{background:var(--hd);margin-top:48px;padding:32px 0;color:var(--mu);font-size:.9rem}.foot .nav ul{flex-wrap:wrap;margin:8px 0 16px}.foot .nav a{padding:4px 12px 4px 0}.foot strong{color:var(--fg);font-size:1.1rem}',
    layoutCss[d.layout] ?? layoutCss.classic,
    `@media(max-width:900px){.grid{grid-template-columns:repeat(${Math.min(cols, 3)},minmax(0,1fr))}.hero{grid-template-columns:1fr!important}.hero-art{order:-1;max-width:160px}.cards,.steps{grid-template-columns:1fr}}`,
    '@media(max-width:560px){.grid{grid-template-columns:repeat(2,minmax(0,1fr))}.hero{padding:24px}.acts{margin-inline-start:0;width:100%}.acts .btn{flex:1;text-align:center}.nav{order:3;width:100%}}',
  ].join('');
}
