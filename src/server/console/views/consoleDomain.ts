import { domainToUnicode } from 'node:url';
import { getDomain } from 'tldts-icann';
import { asKey } from '../../../shared/messageKey.ts';
import type { ConsoleBase, ViewCtx } from './consoleLayout.ts';
import { consoleTimeText } from './consoleTime.ts';
import { COPY_SCRIPT } from './consoleCopy.ts';
import { html, raw, type SafeHtml, styleSheet } from '../../platform/html.ts';

/** One claimed domain as the console shows it (domains/domains.ts keeps the rules). */
export interface DomainItem {
  id: number;
  host: string;
  token: string;
  status: string;
  reason: string | null;
  checkedAt: Date | null;
  verifiedAt: Date | null;
  /** Re-checks of a verified domain failed in a row (domains/recheck.ts). */
  failedChecks: number;
  lapsedAt: Date | null;
}

/** The console's own-domain section: the site's domains, the DNS names, and the add form's state. */
export interface DomainSection {
  items: DomainItem[];
  /** Where CNAME records point (domains/platform.ts). */
  target: string;
  /** The TXT record's name for a host (domains/check.ts). */
  txtName: (host: string) => string;
  /** Failed re-checks in a row that lapse a verified domain (DOMAIN_LAPSE_AFTER). */
  lapseAfter: number;
  /** The domain whose Remove was pressed: it asks to confirm (`?remove=<id>`, no script). */
  confirmRemove?: number | undefined;
  /** The add form after a refusal: what was typed and why. */
  value?: string | undefined;
  error?: string | undefined;
  notice?: string | undefined;
}

// The console's page CSS (console.ts) plus what this section adds: record rows, status badges.
const CSS = styleSheet(
  '.dom{border:1px solid #cbd5e1;border-radius:10px;padding:14px 16px;margin-top:16px}' +
    '.dom h3{margin:0 0 8px;font-size:1.05rem;display:flex;flex-wrap:wrap;gap:6px 12px;align-items:center;overflow-wrap:anywhere}' +
    '.badge{font-size:.85rem;font-weight:600;padding:2px 10px;border-radius:999px}' +
    '.b-pending{background:#fef3c7;color:#78350f}.b-verified{background:#dcfce7;color:#14532d}.b-failed,.b-lapsed{background:#fee2e2;color:#7f1d1d}' +
    // The labels are the DNS panels' own words, some longer than others (主机记录, Tên bản ghi (Host)).
    '.rec{display:grid;grid-template-columns:auto minmax(0,1fr);gap:4px 12px;margin:8px 0;padding:8px 0;border-top:1px solid #e2e8f0;align-items:center}' +
    // A DNS value is one token: it scrolls sideways on a phone instead of breaking mid-token.
    // On a phone the label stands above its value: a label column would squeeze names mid-token.
    '@media (max-width:40rem){.rec{grid-template-columns:minmax(0,1fr);gap:2px}.rec dd+dt{margin-top:8px}}' +
    '.rec dt{color:#475569}.rec dd{margin:0;min-width:0}.val{display:flex;align-items:center;gap:8px;min-width:0}' +
    '.rec code{display:block;min-width:0;overflow-x:auto;white-space:nowrap;padding:4px 6px;border-radius:6px;background:#f1f5f9;font:14px/1.4 ui-monospace,Menlo,Consolas,monospace}' +
    '.val button{flex:none;margin:0;min-height:36px;padding:0 12px;font-size:.9rem}.rec .hint{margin:4px 0 0;font-size:.9rem}' +
    '.acts{display:flex;flex-wrap:wrap;gap:8px 12px;align-items:center}.acts button{margin-top:8px}.acts .sec{background:#fff;color:#b91c1c;border:1px solid #b91c1c}' +
    '.acts a.sec{display:inline-flex;align-items:center;margin-top:8px;padding:0 18px;min-height:44px;box-sizing:border-box;border-radius:8px;font-weight:600;text-decoration:none}' +
    '.confirm{border:2px solid #b91c1c;border-radius:8px;padding:10px 12px;margin-top:12px}.confirm p{margin:0}.confirm .sec{background:#b91c1c;color:#fff}' +
    '.when{color:#475569;font-size:.9rem;margin:4px 0}.why{padding:8px 12px;border-radius:8px;background:#fef3c7;color:#78350f;margin:8px 0}',
);

/** "Verified on …": the time in the operator's language and zone (consoleTime.ts). */
function when(v: ViewCtx, key: string, at: Date): SafeHtml {
  return html`<p class="when">${v.t(asKey(key), { time: consoleTimeText(v, at) })}</p>`;
}

/**
 * A record's name as DNS providers ask for it: the host part, relative to the zone the operator
 * manages (`www` for www.example.com, `_unicorn-verify.www`, `@` for the zone itself). Aliyun,
 * DNSPod, 가비아, お名前.com and most panels append the zone themselves, so a full name typed there
 * becomes `www.example.com.example.com`. The zone is the registrable domain by the public suffix
 * list (`example.co.uk`); an unknown suffix keeps the full name, and `zone` is then null.
 */
export function relativeName(name: string): { host: string; zone: string | null } {
  const zone = getDomain(name, { allowPrivateDomains: false });
  if (!zone) return { host: name, zone: null };
  if (zone === name) return { host: '@', zone };
  return name.endsWith(`.${zone}`) ? { host: name.slice(0, -(zone.length + 1)), zone } : { host: name, zone: null };
}

/** A message with names in it, each kept whole and left to right inside any language (`<bdi dir="ltr">`). */
function withNames(text: string, names: Record<string, string>): SafeHtml {
  const marks = Object.keys(names);
  // Each name stands as a private-use mark (U+E000 + its index) no catalogue text holds. In a
  // right-to-left language each value came isolated (translate.ts); the <bdi> isolates it now.
  const parts = text.split(/\u2068?([\ue000-\ue009])\u2069?/);
  return html`${parts.map((p, i) => (i % 2 ? html`<bdi dir="ltr">${names[marks[p.charCodeAt(0) - 0xe000]!]}</bdi>` : p))}`;
}

/** The note under a name: enter only the host part, the provider adds the zone; the full name. */
function nameHint(v: ViewCtx, full: string, host: string, zone: string | null): SafeHtml | '' {
  if (!zone) return '';
  const key = host === '@' ? 'console.domain.nameHintApex' : 'console.domain.nameHint';
  const text = v.t(key, { full: '\ue000', zone: '\ue001' });
  return html`<p class="hint">${withNames(text, { full, zone })}</p>`;
}

/** A value and its Copy button (hidden until the page's one script shows it: copying needs script). */
function copyable(v: ViewCtx, value: string, label: string): SafeHtml {
  const copy = v.t('console.domain.copy');
  return html`<div class="val"><code dir="ltr" tabindex="0">${value}</code><button type="button" data-copy="${value}" data-label="${copy}" data-done="${v.t('console.domain.copied')}" aria-label="${label}" hidden>${copy}</button></div>`;
}

function record(v: ViewCtx, type: string, name: string, value: string): SafeHtml {
  const { host, zone } = relativeName(name);
  return html`<dl class="rec"><dt>${v.t('console.domain.type')}</dt><dd><code dir="ltr">${type}</code></dd>
<dt>${v.t('console.domain.name')}</dt><dd>${copyable(v, host, v.t('console.domain.copyName', { type }))}${nameHint(v, name, host, zone)}</dd>
<dt>${v.t('console.domain.value')}</dt><dd>${copyable(v, value, v.t('console.domain.copyValue', { type }))}</dd></dl>`;
}

/** What the last checks found: when, why not, and for a verified domain how close it is to lapsing. */
function state(v: ViewCtx, s: DomainSection, d: DomainItem): SafeHtml {
  const why = d.reason ? v.t(asKey(`console.domain.reason.${d.reason}`), { target: s.target }) : '';
  if (d.status === 'lapsed' && d.lapsedAt) {
    return html`<p class="alert">${v.t('console.domain.lapsedAt', { time: consoleTimeText(v, d.lapsedAt) })}</p>${why ? html`<p class="why">${why}</p>` : ''}`;
  }
  const checked = d.checkedAt ? when(v, 'console.domain.checkedAt', d.checkedAt) : '';
  if (d.status === 'verified') {
    // Checked since it was verified (a re-check): when, besides when it was verified.
    const since = d.checkedAt && d.verifiedAt && d.checkedAt > d.verifiedAt ? checked : '';
    const failing =
      d.failedChecks > 0
        ? html`<p class="why">${why} ${v.t('console.domain.failing', { failed: d.failedChecks, max: s.lapseAfter })}</p>`
        : '';
    return html`${d.verifiedAt ? when(v, 'console.domain.verifiedAt', d.verifiedAt) : checked}${since}${failing}`;
  }
  const stamp = checked || html`<p class="when">${v.t('console.domain.neverChecked')}</p>`;
  return html`${stamp}${why ? html`<p class="${d.status === 'failed' ? 'alert' : 'why'}">${why}</p>` : ''}`;
}

/** Remove asks first: a link to the same page with `?remove=<id>`, whose box posts the removal. */
function removal(v: ViewCtx, base: ConsoleBase, s: DomainSection, d: DomainItem): SafeHtml {
  if (s.confirmRemove !== d.id) {
    return html`<a class="sec" href="${base}?remove=${d.id}#dom-${d.id}">${v.t('console.domain.remove')}</a>`;
  }
  return html`<form class="confirm" method="post" action="${base}/domains/${d.id}/remove" role="group" aria-labelledby="dom-${d.id}-q">
<p id="dom-${d.id}-q">${v.t('console.domain.confirmRemove')}</p>
<div class="acts"><button type="submit" class="sec">${v.t('console.domain.removeYes')}</button><a href="${base}#dom-${d.id}">${v.t('common.cancel')}</a></div></form>`;
}

function item(v: ViewCtx, base: ConsoleBase, s: DomainSection, d: DomainItem): SafeHtml {
  const shown = domainToUnicode(d.host);
  const name = html`<bdi dir="ltr">${shown}</bdi>${shown !== d.host ? html` <span class="when">(<bdi dir="ltr">${d.host}</bdi>)</span>` : ''}`;
  const badge = html`<span class="badge b-${d.status}">${v.t(asKey(`console.domain.status.${d.status}`))}</span>`;
  const live =
    d.status === 'verified'
      ? html`<p>${v.t('console.domain.live')} <a href="https://${d.host}/" dir="ltr">https://${shown}/</a></p>`
      : html`<p class="hint">${v.t('console.domain.records')}</p>${record(v, 'CNAME', d.host, s.target)}${record(v, 'TXT', s.txtName(d.host), d.token)}`;
  const label = d.status === 'pending' ? 'console.domain.check' : 'console.domain.checkAgain';
  const check =
    d.status === 'failed'
      ? ''
      : html`<form method="post" action="${base}/domains/${d.id}/check"><button type="submit">${v.t(label)}</button></form>`;
  return html`<article class="dom" id="dom-${d.id}" aria-labelledby="dom-${d.id}-h"><h3 id="dom-${d.id}-h">${name} ${badge}</h3>
${state(v, s, d)}${live}
<div class="acts">${check}${removal(v, base, s, d)}</div>
</article>`;
}

/**
 * The dashboard's Domain slot (DashboardView.domain, headed by `domain-title`): add a domain,
 * its DNS records, check, remove.
 */
export function domainSection(v: ViewCtx, base: ConsoleBase, s: DomainSection): SafeHtml {
  const err = s.error ? html`<p class="err" id="domain-err" role="alert">${s.error}</p>` : '';
  const described = `domain-hint${s.error ? ' domain-err' : ''}`;
  return html`<style>${CSS}</style><h2 id="domain-title">${v.t('console.domain.title')}</h2>
${s.notice ? html`<p class="note" role="status">${s.notice}</p>` : ''}<p>${v.t('console.domain.intro')}</p>
<form method="post" action="${base}/domains">
<label for="domain-name">${v.t('console.domain.field')}</label>
<input id="domain-name" name="domain" dir="ltr" inputmode="url" autocomplete="off" autocapitalize="none" spellcheck="false" required maxlength="512" placeholder="www.example.com" value="${s.value ?? ''}" aria-describedby="${described}"${s.error ? html` aria-invalid="true"` : ''}>
<p class="hint" id="domain-hint">${v.t('console.domain.hint')}</p>${err}
<button type="submit">${v.t('console.domain.add')}</button>
</form>
${s.items.length ? s.items.map((d) => item(v, base, s, d)) : html`<p class="hint">${v.t('console.domain.empty')}</p>`}
${s.items.some((d) => d.status !== 'verified') ? html`<script>${raw(COPY_SCRIPT)}</script>` : ''}`;
}
