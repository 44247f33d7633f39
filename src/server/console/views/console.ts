import { asKey } from '../../../shared/messageKey.ts';
import { type ConsoleBase, consolePage, type ViewCtx } from './consoleLayout.ts';
import { consoleTime } from './consoleTime.ts';
import { html, safeHref, type HtmlValue, type SafeHtml } from '../../platform/html.ts';

export type { ConsoleBase, ViewCtx } from './consoleLayout.ts';

/** What the dashboard shows of a site (console/console.ts fills it in the console's language). */
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
  /** The paid term's end and its state (sites/terms/): grace and suspension are said at the top. */
  paidUntil: Date | null;
  term: 'active' | 'grace' | 'suspended' | 'released';
  suspendsOn: Date | null;
}

/** A page with one message: not found, too many attempts, a refused request; and maybe a way on. */
export function messagePage(
  v: ViewCtx,
  title: string,
  text = '',
  link?: { href: string; label: string; refresh?: boolean },
): string {
  const next = link ? html`<p><a href="${link.href}">${link.label}</a></p>` : '';
  const body = html`<section><h1>${title}</h1>${text ? html`<p>${text}</p>` : ''}${next}</section>`;
  return consolePage(v, { title, body, refresh: link?.refresh ? link.href : undefined });
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
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="256"${invalid}>
<button type="submit">${v.t('console.login.submit')}</button>
</form></section>`;
  return consolePage(v, { title: v.t('console.docTitle', { site: m.siteName }), body });
}

export interface DashboardView {
  base: ConsoleBase;
  site: ConsoleOverview;
  notice?: string | undefined;
  /** Field → message, after a refused password change. */
  errors?: Record<string, string>;
  /** The Domain section's content (consoleDomain.ts), headed by an element with id `domain-title`; without it, the site's platform address. */
  domain?: SafeHtml | undefined;
}

function field(name: string, label: string, autocomplete: string, errors: Record<string, string>, hint = '') {
  const err = errors[name];
  const describedBy = [hint && `${name}-hint`, err && `${name}-err`].filter(Boolean).join(' ');
  return html`<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="password" autocomplete="${autocomplete}" required maxlength="256"${
    describedBy ? html` aria-describedby="${describedBy}"` : ''
  }${err ? html` aria-invalid="true"` : ''}>
${hint ? html`<p class="hint" id="${name}-hint">${hint}</p>` : ''}${err ? html`<p class="err" id="${name}-err">${err}</p>` : ''}`;
}

const address = (domain: string | null) => (domain ? html`<a href="${safeHref(domain)}" dir="ltr">${domain}</a>` : '—');

function overviewSection(v: ViewCtx, s: ConsoleOverview) {
  const row = (label: string, value: HtmlValue): SafeHtml => html`<dt>${label}</dt><dd>${value}</dd>`;
  const colors = html`<span class="colors">${s.colors.map(
    (c) =>
      html`<span><span class="sw" style="background:${c}" aria-hidden="true"></span><bdi dir="ltr">${c}</bdi></span>`,
  )}</span>`;
  const notice =
    s.term === 'grace' && s.paidUntil && s.suspendsOn
      ? html`<p class="alert" role="status">${v.t('console.term.grace', { date: consoleTime(v, s.paidUntil), suspends: consoleTime(v, s.suspendsOn) })}</p>`
      : s.term === 'suspended'
        ? html`<p class="alert" role="alert">${v.t('console.term.suspended')}</p>`
        : '';
  return html`<section id="overview" aria-labelledby="overview-title"><h1 id="overview-title">${v.t('console.overview')}</h1>${notice}<dl>
${row(v.t('console.field.site'), s.siteName)}
${row(v.t('console.field.status'), v.t(asKey(`console.status.${s.status}`)))}
${row(v.t('cart.ui.template'), s.templateName)}
${row(v.t('cart.ui.colors'), colors)}
${row(v.t('cart.ui.market'), s.marketName)}
${row(v.t('console.field.currency'), s.currency)}
${row(v.t('console.field.launchTime'), s.launchTime ? consoleTime(v, s.launchTime) : '—')}
${row(v.t('sites.term.paidUntil'), s.paidUntil ? consoleTime(v, s.paidUntil) : '—')}
${row(v.t('console.field.address'), address(s.domain))}
${row(v.t('reset.account'), s.opsAccount)}
</dl></section>`;
}

function passwordSection(v: ViewCtx, base: ConsoleBase, errors: Record<string, string>) {
  return html`<section id="change-password" aria-labelledby="password-title"><h2 id="password-title">${v.t('console.password.title')}</h2>
${errors['form'] ? html`<p class="alert" role="alert">${errors['form']}</p>` : ''}
<form method="post" action="${base}/password">
${field('current', v.t('personal.oldPassword'), 'current-password', errors)}
${field('password', v.t('personal.newPassword'), 'new-password', errors, v.t('reset.placeholder'))}
${field('confirm', v.t('personal.confirmPassword'), 'new-password', errors)}
<button type="submit">${v.t('console.password.submit')}</button>
</form></section>`;
}

export function dashboardPage(v: ViewCtx, m: DashboardView): string {
  const s = m.site;
  // The slot consoleDomain.ts fills: one section, id `domain`, that the nav's Domain entry points at.
  const domain =
    m.domain ??
    html`<h2 id="domain-title">${v.t('console.nav.domain')}</h2><p>${v.t('console.field.address')}: ${address(s.domain)}</p>`;
  const body = html`${m.notice ? html`<p class="note" role="status">${m.notice}</p>` : ''}
${overviewSection(v, s)}
<section id="domain" aria-labelledby="domain-title">${domain}</section>
${passwordSection(v, m.base, m.errors ?? {})}`;
  return consolePage(v, { title: v.t('console.docTitle', { site: s.siteName }), current: 'overview', body });
}
