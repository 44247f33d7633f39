import { randomBytes } from 'node:crypto';
import { getLocale, type LocaleCode } from '../../../../i18n/locales.ts';
import { html, raw, type SafeHtml, safeHref } from '../../platform/html.ts';
import { serverT } from '../../platform/i18n.ts';

/**
 * The fake aggregator's demo: a three-reel slot played with fun money only, in the launch
 * token's language. Its one inline script runs under a nonce; nothing leaves the page.
 */
export function demoHtml(o: { locale: LocaleCode; title: string; provider: string; back: string | null }) {
  const t = serverT(o.locale);
  const nonce = randomBytes(16).toString('base64');
  const words = {
    win: t('games.demoPage.win', { amount: '{amount}' }),
    noWin: t('games.demoPage.noWin'),
    broke: t('games.demoPage.broke'),
  };
  const body = html`<main>
    <h1>${o.title}</h1>
    <p class="by">${o.provider}</p>
    <p class="fun" role="note">${t('games.demoPage.funMoney')}</p>
    <div class="reels" aria-hidden="true"><span>7</span><span>7</span><span>7</span></div>
    <p><span>${t('games.demoPage.balance')}</span> <output id="balance">1000</output> · <span>${t('games.demoPage.stake')}</span> 10</p>
    <button type="button" id="spin">${t('games.demoPage.spin')}</button>
    <p id="result" role="status" aria-live="polite"></p>
    ${o.back ? html`<p><a href="${safeHref(o.back)}" target="_top">${t('games.demoPage.back')}</a></p>` : ''}
  </main>
  <script nonce="${nonce}">${raw(script(words))}</script>`;
  return { nonce, body: page(o.locale, t('games.demoPage.title', { game: o.title }), body) };
}

/** The refusal: an expired, forged or unknown launch, said in words (no game is started). */
export function refusedHtml(locale: LocaleCode, reason: 'expired' | 'forged' | 'malformed' | 'unknown') {
  const t = serverT(locale);
  const text =
    reason === 'expired'
      ? t('games.demoPage.expired')
      : reason === 'unknown'
        ? t('games.demoPage.unknown')
        : t('games.demoPage.forged');
  return page(
    locale,
    t('games.demoPage.refusedTitle'),
    html`<main><h1>${t('games.demoPage.refusedTitle')}</h1><p>${text}</p></main>`,
  );
}

function page(locale: LocaleCode, title: string, body: SafeHtml) {
  const { lang, dir } = getLocale(locale);
  return html`<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${title}</title><style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#14121f;color:#f4f1ff;display:grid;place-items:center;min-height:100vh}
main{padding:1.5rem;text-align:center;max-width:32rem}h1{margin:.2rem 0;font-size:1.4rem}.by{opacity:.75;margin:0}
.fun{background:#2d2650;border-radius:8px;padding:.4rem .8rem}.reels{display:flex;gap:.6rem;justify-content:center;margin:1rem 0}
.reels span{display:grid;place-items:center;width:4.5rem;height:4.5rem;border-radius:12px;background:#f4f1ff;color:#14121f;font-size:2.2rem;font-weight:800}
button{font:inherit;font-weight:700;padding:.7rem 2.2rem;border:0;border-radius:999px;background:#ffcf3d;color:#14121f;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #8fd3ff;outline-offset:3px}a{color:#8fd3ff}
</style></head><body>${body}</body></html>`;
}

function script(words: { win: string; noWin: string; broke: string }) {
  // JSON in a script: "<" is escaped so no text can close the element.
  const w = JSON.stringify(words).replace(/</g, '\\u003c');
  return `(function(){var W=${w},S=['7','A','K','Q','J','9'],b=1000,st=10;
var reels=document.querySelectorAll('.reels span'),bal=document.getElementById('balance'),out=document.getElementById('result'),btn=document.getElementById('spin');
btn.addEventListener('click',function(){if(b<st){out.textContent=W.broke;return}b-=st;var r=[];
for(var i=0;i<3;i++){r.push(S[Math.floor(Math.random()*S.length)]);reels[i].textContent=r[i]}
var win=r[0]===r[1]&&r[1]===r[2]?st*(r[0]==='7'?50:10):(r[0]===r[1]||r[1]===r[2]||r[0]===r[2])?st*2:0;
b+=win;bal.textContent=String(b);out.textContent=win?W.win.replace('{amount}',String(win)):W.noWin;});})();`;
}
