import { getLocale, type LocaleCode } from '../../../i18n/locales.ts';
import { formatPrice } from '../../shared/money.ts';
import { heroStyles, layouts, mix, patterns, type DesignParams } from '../../shared/templateArt.ts';
import { motifArt } from '../../shared/templateArtMotifs.ts';
import { categoryNames, type CategoryKind } from '../data/catalog/categories.ts';
import { prng } from '../data/catalog/prng.ts';
import { composeName, nameClashes } from '../data/catalog/templateNames.ts';
import { adjectiveKeys, nounKeys } from '../data/catalog/words.ts';
import { serverT } from '../i18n.server.ts';
import { html, raw } from '../views/html.ts';
import { siteCss, siteTheme } from './siteStyles.ts';

export interface RenderSiteInput {
  siteName: string;
  /** The market's language (marketLocale). */
  locale: LocaleCode;
  currency: string;
  countryName: string;
  templateId: number;
  templateName: string;
  /** The template's design parameters (templates.design); missing fields fall back to a classic layout. */
  design: DesignParams | null | undefined;
  color1: string;
  color2: string;
  color3: string;
}

// Rough size of one US dollar in each market's currency, so sample amounts look real
// ("up to ₫12,000,000", not "up to ₫500"). Decorative only; nothing is charged.
const unitsPerUsd: Record<string, number> = {
  VND: 25_000,
  IDR: 16_000,
  KRW: 1_400,
  JPY: 150,
  INR: 85,
  BDT: 120,
  PKR: 280,
  NGN: 1_500,
  PHP: 58,
  THB: 35,
  MXN: 18,
  BRL: 5,
  TRY: 35,
  MYR: 4.5,
};

/** A round-looking amount: two significant digits. */
function nice(n: number): number {
  if (n < 1) return Math.round(n * 100) / 100;
  const p = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / p) * p;
}

const CATEGORIES: CategoryKind[] = ['slots', 'live', 'sports', 'lottery', 'fishing', 'poker', 'cards', 'arcade'];

/**
 * The generated casino front page: one self-contained HTML document (inline CSS, no
 * scripts, no images or other requests) in the market's language, the template's layout
 * and motif, and the merchant's colours. Pure: the same input gives the same bytes.
 * Every stored value is escaped by `html`.
 */
export function renderSite(input: RenderSiteInput): string {
  const t = serverT(input.locale);
  const loc = getLocale(input.locale);
  const rtl = loc.dir === 'rtl';
  const d = normalizeDesign(input.design, input);
  const th = siteTheme(d, input);
  const rand = prng(d.seed);
  const scale = unitsPerUsd[input.currency.toUpperCase()] ?? 1;
  const money = (usd: number) => formatPrice(String(nice(usd * scale)), input.currency, loc.lang);
  const percent = (n: number) => new Intl.NumberFormat(loc.lang, { style: 'percent' }).format(n);
  const name = input.siteName;
  const cols = d.columns;

  const ink = { a: th.c2, b: th.c3, light: mix(th.c1, '#ffffff', 0.9), dark: mix(th.c1, '#000000', 0.35) };
  const drawMotif = motifArt[d.motif];
  const symbol = raw(
    `<svg width="0" height="0" aria-hidden="true" style="position:absolute"><symbol id="m" viewBox="0 0 100 100">${drawMotif(50, 50, 40, ink)}</symbol></svg>`,
  );
  const motif = raw('<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false"><use href="#m"/></svg>');

  const navItems: [string, string][] = [
    ['#games', t('site.nav.games')],
    ['#live', t('site.nav.live')],
    ['#promotions', t('site.nav.promotions')],
    ['#responsible', t('site.nav.responsible')],
  ];
  const navList = html`<ul>${navItems.map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}</ul>`;
  const categories = html`<ul>${CATEGORIES.map((k) => html`<li>${categoryNames[k][input.locale] ?? categoryNames[k].en}</li>`)}</ul>`;

  const games = gameNames(rand, input.locale, cols * 2).map((title) => {
    const badge = rand.next() < 0.25 ? t(rand.next() < 0.5 ? 'site.games.hot' : 'site.games.new') : '';
    const bg = `linear-gradient(135deg,${mix(th.c2, th.c3, rand.next())},${mix(th.c1, th.c3, 0.3 + rand.next() * 0.4)})`;
    return html`<li class="tile"><div class="art" style="background:${bg}">${badge ? html`<span class="badge">${badge}</span>` : ''}</div><h3>${title}</h3><p>${t('site.games.minBet', { amount: money(0.2) })}</p></li>`;
  });
  const tables = (['baccarat', 'roulette', 'blackjack'] as const).map(
    (k, i) =>
      html`<li class="card"><h3>${t(`site.live.${k}`)}</h3><p>${t('site.live.limits', { min: money(1 + i * 4), max: money(5_000 + i * 2_500) })}</p></li>`,
  );
  const promos = [
    ['welcome', { percent: percent(1), amount: money(500) }],
    ['cashback', { percent: percent(0.1) }],
    ['vip', {}],
  ] as const;
  // A jackpot looks live when it is not round: whole units of the currency, odd digits.
  const jackpot = formatPrice(
    String(Math.round((1_000_000 + rand.next() * 900_000) * scale)),
    input.currency,
    loc.lang,
  );
  const welcome = t('site.hero.bonus', { amount: money(500) });

  const hero = html`<section class="hero" aria-labelledby="hero-title">
<div class="hero-text"><h1 id="hero-title">${t('site.hero.title', { name })}</h1><p>${t('site.hero.text', { currency: input.currency })}</p><p class="bonus">${welcome}</p><a class="btn big" href="#games">${t('site.hero.cta')}</a></div>
<div class="hero-art">${motif}</div>${
    d.layout === 'magazine'
      ? html`<div class="hero-side">${promos.slice(1).map(([k, vars]) => html`<div class="card"><h2>${t(`site.promo.${k}.title`)}</h2><p>${t(`site.promo.${k}.text`, vars)}</p></div>`)}</div>`
      : ''
  }
</section>`;

  const main = html`<main id="main">
${hero}
<section class="jackpot" aria-labelledby="jp"><span id="jp">${t('site.jackpot.label')}</span><strong>${jackpot}</strong></section>
<section id="games" aria-labelledby="games-title"><h2 id="games-title">${t('site.games.title')}</h2>
${d.layout === 'sidebar' ? '' : html`<nav class="chips" aria-label="${t('site.games.categories')}">${categories}</nav>`}
<ul class="grid">${games}</ul></section>
<section id="live" aria-labelledby="live-title"><h2 id="live-title">${t('site.live.title')}</h2><ul class="cards">${tables}</ul></section>
<section id="promotions" aria-labelledby="promo-title"><h2 id="promo-title">${t('site.promo.title')}</h2><ul class="cards">${promos.map(
    ([k, vars]) =>
      html`<li class="card"><h3>${t(`site.promo.${k}.title`)}</h3><p>${t(`site.promo.${k}.text`, vars)}</p></li>`,
  )}</ul></section>
<section id="join" aria-labelledby="join-title"><h2 id="join-title">${t('site.join.title')}</h2><ol class="steps"><li>${t('site.join.step1')}</li><li>${t('site.join.step2', { currency: input.currency })}</li><li>${t('site.join.step3')}</li></ol></section>
<section id="responsible" class="rg" aria-labelledby="rg-title"><span class="age" aria-hidden="true">${t('site.rg.badge')}</span><div><h2 id="rg-title">${t('site.rg.title')}</h2><p>${t('site.rg.text')}</p></div></section>
</main>`;

  const doc = html`<!doctype html>
<html lang="${loc.lang}" dir="${loc.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('site.meta.title', { name })}</title>
<meta name="description" content="${t('site.meta.description', { name, currency: input.currency })}">
<meta name="theme-color" content="${th.c1}">
<meta name="template" content="${input.templateName}">
<link rel="icon" href="data:,">
<style>${raw(siteCss(d, th, rtl))}</style>
</head>
<body class="l-${d.layout}" data-template="${input.templateId}">
${symbol}<a class="skip" href="#main">${t('site.skip')}</a>
<header class="top"><div class="bar wrap">
<a class="logo" href="#main">${motif}<span>${name}</span></a>
<nav class="nav" aria-label="${t('site.nav.label')}">${navList}</nav>
<div class="acts"><a class="btn ghost" href="#join">${t('site.login')}</a><a class="btn" href="#join">${t('site.register')}</a></div>
</div></header>
<div class="wrap page">${d.layout === 'sidebar' ? html`<nav class="side chips" aria-label="${t('site.games.categories')}">${categories}</nav>` : ''}
${main}
</div>
<footer class="foot"><div class="wrap">
<strong>${name}</strong>
<nav class="nav" aria-label="${t('site.footer.nav')}">${navList}</nav>
<p>${input.countryName ? t('site.footer.market', { country: input.countryName, currency: input.currency }) : t('site.footer.currency', { currency: input.currency })}</p>
<p>${t('site.rg.short')}</p>
<p>${t('site.footer.copy', { name })}</p>
</div></footer>
</body>
</html>
`;
  return doc.value;
}

/**
 * The template's design, made safe to draw: a missing or hand-edited design falls back
 * field by field to a plain classic layout, and only known values reach the CSS.
 */
function normalizeDesign(d: Partial<DesignParams> | null | undefined, input: RenderSiteInput): DesignParams {
  const oneOf = <T>(list: readonly T[], v: unknown, fallback: T): T => (list.includes(v as T) ? (v as T) : fallback);
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  return {
    layout: oneOf(layouts, d?.layout, 'classic'),
    motif: d?.motif && d.motif in motifArt ? d.motif : 'star',
    hero: oneOf(heroStyles, d?.hero, 'glow'),
    pattern: oneOf(patterns, d?.pattern, 'none'),
    columns: Math.max(3, Math.min(6, Math.round(num(d?.columns, 4)))),
    radius: Math.max(0, Math.min(16, Math.round(num(d?.radius, 8)))),
    seed: Math.abs(Math.trunc(num(d?.seed, input.templateId))) || 1,
    palette: d?.palette ?? { color1: input.color1, color2: input.color2, color3: input.color3 },
  };
}

/** Game titles in the site's language from the template-name words, different on every site. */
function gameNames(rand: ReturnType<typeof prng>, locale: LocaleCode, count: number): string[] {
  const used = new Set<string>();
  const out: string[] = [];
  while (out.length < count) {
    const p = { adj: rand.int(0, adjectiveKeys.length - 1), noun: rand.int(0, nounKeys.length - 1), place: -1 };
    const key = `${p.adj}.${p.noun}`;
    if (used.has(key) || nameClashes(p)) continue;
    used.add(key);
    out.push(composeName(locale, p));
  }
  return out;
}
