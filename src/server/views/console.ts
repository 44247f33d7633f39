import { getLocale, type LocaleCode } from '../../../i18n/locales.ts';
import { asKey, type Translate } from '../../shared/i18n.ts';
import { html, safeHref, type HtmlValue, type SafeHtml } from './html.ts';

/** What the dashboard shows of a site (services/console.ts fills it in the console's language). */
export interface ConsoleOverview {
  siteName: string;
  status: string;
  templateName: string;
  colors: string[];
  marketName: string;
  currency: string;
  launchTime: Date | null;
  domain: string | null;
  opsAccount: string;
}

/**
 * The operations console's pages: plain server-rendered forms, no script (the CSP allows
 * none), in the visitor's language and direction. Every stored value goes through `html`.
 */
export interface ViewCtx {
  locale: LocaleCode;
  t: Translate;
}

/** Where a form posts and the page links: `/s/<slug>/console`. */
export type ConsoleBase = string;

const CSS =
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#f1f5f9;color:#0f172a}' +
  'header{background:#0f172a;color:#f8fafc;padding:12px 20px;display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center}' +
  'header p{margin:0;font-weight:700;overflow-wrap:anywhere}header span{color:#cbd5e1;font-weight:400}header form{margin-inline-start:auto}' +
  'main{max-width:760px;margin:24px auto;padding:0 16px}' +
  'section{background:#fff;border-radius:12px;padding:20px;margin-bottom:20px;box-shadow:0 1px 3px #0f172a1f}' +
  'h1{font-size:1.5rem;margin:0 0 16px;overflow-wrap:anywhere}h2{font-size:1.2rem;margin:0 0 12px}' +
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;margin:0}dt{color:#475569}dd{margin:0;overflow-wrap:anywhere}' +
  '.sw{display:inline-block;width:20px;height:20px;border-radius:4px;border:1px solid #94a3b8;vertical-align:middle;margin-inline-end:6px}' +
  '.colors{display:flex;flex-wrap:wrap;gap:4px 16px}' +
  'label{display:block;font-weight:600;margin:12px 0 4px}input{font:inherit;width:100%;max-width:360px;box-sizing:border-box;padding:10px;border:1px solid #94a3b8;border-radius:8px}' +
  'input[aria-invalid=true]{border-color:#b91c1c}.hint{color:#475569;font-size:.9rem;margin:4px 0 0}.err{color:#b91c1c;margin:4px 0 0}' +
  'button{display:block;font:inherit;font-weight:600;min-height:44px;padding:10px 18px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;cursor:pointer;margin-top:16px}' +
  'header button{margin:0;background:#334155}' +
  '.note{padding:12px 16px;border-radius:8px;background:#dcfce7;color:#14532d}.alert{padding:12px 16px;border-radius:8px;background:#fee2e2;color:#7f1d1d}' +
  '.cta{display:inline-block;font-weight:600;padding:10px 18px;border-radius:8px;background:#1d4ed8;color:#fff;text-decoration:none}' +
  'a{color:#1d4ed8}:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}' +
  '@media(max-width:480px){dl{grid-template-columns:1fr}dd{margin-bottom:8px}}';

function page(v: ViewCtx, title: string, header: HtmlValue, body: HtmlValue): string {
  const { lang, dir } = getLocale(v.locale);
  return html`<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><link rel="icon" href="data:,"><title>${title}</title>
<style>${CSS}</style></head>
<body>${header}<main>${body}</main></body>
</html>
`.value;
}

const banner = (v: ViewCtx, siteName: string, extra: HtmlValue = '') =>
  html`<header><p>${siteName} <span>· ${v.t('console.title')}</span></p>${extra}</header>`;

/** A page with one message: not found, too many attempts, a refused request; and maybe a way on. */
export function messagePage(v: ViewCtx, title: string, text = '', link?: { href: string; label: string }): string {
  const next = link ? html`<p><a href="${link.href}">${link.label}</a></p>` : '';
  return page(v, title, '', html`<section><h1>${title}</h1>${text ? html`<p>${text}</p>` : ''}${next}</section>`);
}

export interface LoginView {
  base: ConsoleBase;
  siteName: string;
  account?: string | undefined;
  error?: string | undefined;
  notice?: string | undefined;
}

export function loginPage(v: ViewCtx, m: LoginView): string {
  const err = m.error ? html`<p class="alert" role="alert" id="login-err">${m.error}</p>` : '';
  const invalid = m.error ? html` aria-invalid="true" aria-describedby="login-err"` : '';
  const body = html`<section><h1>${v.t('console.login.title')}</h1>
${m.notice ? html`<p class="note" role="status">${m.notice}</p>` : ''}${err}
<form method="post" action="${m.base}/login">
<label for="account">${v.t('reset.account')}</label>
<input id="account" name="account" autocomplete="username" required maxlength="64" value="${m.account ?? ''}"${invalid}>
<label for="password">${v.t('auth.password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128"${invalid}>
<button type="submit">${v.t('console.login.submit')}</button>
</form></section>`;
  return page(v, v.t('console.docTitle', { site: m.siteName }), banner(v, m.siteName), body);
}

export interface DashboardView {
  base: ConsoleBase;
  site: ConsoleOverview;
  notice?: string | undefined;
  /** Field → message, after a refused password change. */
  errors?: Record<string, string>;
}

function field(name: string, label: string, autocomplete: string, errors: Record<string, string>, hint = '') {
  const err = errors[name];
  const describedBy = [hint && `${name}-hint`, err && `${name}-err`].filter(Boolean).join(' ');
  return html`<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="password" autocomplete="${autocomplete}" required maxlength="128"${
    describedBy ? html` aria-describedby="${describedBy}"` : ''
  }${err ? html` aria-invalid="true"` : ''}>
${hint ? html`<p class="hint" id="${name}-hint">${hint}</p>` : ''}${err ? html`<p class="err" id="${name}-err">${err}</p>` : ''}`;
}

export function dashboardPage(v: ViewCtx, m: DashboardView): string {
  const s = m.site;
  const { lang } = getLocale(v.locale);
  const errors = m.errors ?? {};
  const launch = s.launchTime
    ? html`<time datetime="${s.launchTime.toISOString()}">${new Intl.DateTimeFormat(lang, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(s.launchTime)} UTC</time>`
    : '—';
  const status = v.t(asKey(`console.status.${s.status}`));
  const logout = html`<form method="post" action="${m.base}/logout"><button type="submit">${v.t('console.logout')}</button></form>`;
  const row = (label: string, value: HtmlValue): SafeHtml => html`<dt>${label}</dt><dd>${value}</dd>`;
  const body = html`${m.notice ? html`<p class="note" role="status">${m.notice}</p>` : ''}
<section aria-labelledby="overview"><h1 id="overview">${v.t('console.overview')}</h1><dl>
${row(v.t('console.field.site'), s.siteName)}
${row(v.t('console.field.status'), status)}
${row(v.t('cart.ui.template'), s.templateName)}
${row(
  v.t('cart.ui.colors'),
  html`<span class="colors">${s.colors.map((c) => html`<span><span class="sw" style="background:${c}" aria-hidden="true"></span><bdi dir="ltr">${c}</bdi></span>`)}</span>`,
)}
${row(v.t('cart.ui.market'), s.marketName)}
${row(v.t('console.field.currency'), s.currency)}
${row(v.t('console.field.launchTime'), launch)}
${row(v.t('console.field.address'), s.domain ? html`<a href="${safeHref(s.domain)}" dir="ltr">${s.domain}</a>` : '—')}
${row(v.t('reset.account'), s.opsAccount)}
</dl></section>
<section aria-labelledby="design"><h2 id="design">${v.t('design.editor.open')}</h2>
<p>${v.t('design.editor.openHint')}</p>
<p><a class="cta" href="${m.base}/design">${v.t('design.editor.open')}</a></p></section>
<section aria-labelledby="pw"><h2 id="pw">${v.t('console.password.title')}</h2>
${errors['form'] ? html`<p class="alert" role="alert">${errors['form']}</p>` : ''}
<form method="post" action="${m.base}/password">
${field('current', v.t('personal.oldPassword'), 'current-password', errors)}
${field('password', v.t('personal.newPassword'), 'new-password', errors, v.t('reset.placeholder'))}
${field('confirm', v.t('personal.confirmPassword'), 'new-password', errors)}
<button type="submit">${v.t('console.password.submit')}</button>
</form></section>`;
  return page(v, v.t('console.docTitle', { site: s.siteName }), banner(v, s.siteName, logout), body);
}
