import { getLocale, type LocaleCode } from '../../../../i18n/locales.ts';
import type { Translate } from '../../../shared/messageKey.ts';
import { CONSOLE_CSS } from './consoleStyles.ts';
import { prefsForm } from './consolePrefs.ts';
import { html, type HtmlValue } from '../../platform/html.ts';

/**
 * The operations console's frame: plain server-rendered HTML, no script (the CSP allows
 * none), in the operator's language and direction. Every stored value goes through `html`.
 */
export interface ViewCtx {
  locale: LocaleCode;
  t: Translate;
  /** The operator's zone (their choice, else the market's): consoleTime.ts formats in it. */
  timeZone: string;
  /** The clock of the request, for the zone list's current offsets. */
  now: Date;
  /** The site's console this page belongs to; absent on pages of no site (not found). */
  frame?: ConsoleFrame | undefined;
}

/** Where a form posts and the page links: `/s/<slug>/console`. */
export type ConsoleBase = string;

export interface ConsoleFrame {
  base: ConsoleBase;
  siteName: string;
  /** This page under the base ('' for the dashboard, 'design'): where the language switcher comes back to. */
  page: string;
  /** Signed in: the header has Log out and the section nav shows. */
  signedIn: boolean;
}

/** The sections of the back office, in nav order; anchors are on the dashboard, pages under the base. */
export const CONSOLE_SECTIONS = [
  { id: 'overview', href: '#overview', key: 'console.nav.overview' },
  { id: 'design', href: '/design', key: 'console.nav.design' },
  // consoleDomain.ts renders into the dashboard's `domain` slot (DashboardView.domain).
  { id: 'domain', href: '#domain', key: 'console.nav.domain' },
  { id: 'players', href: '/player-links', key: 'console.nav.playerLinks' },
  { id: 'password', href: '#change-password', key: 'console.nav.password' },
] as const;

export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number]['id'];

function header(v: ViewCtx, f: ConsoleFrame) {
  const logout = f.signedIn
    ? html`<form class="out" method="post" action="${f.base}/logout"><button type="submit">${v.t('console.logout')}</button></form>`
    : '';
  return html`<header><p>${f.siteName} <span>· ${v.t('console.title')}</span></p>
${prefsForm(v, f)}${logout}</header>`;
}

function nav(v: ViewCtx, f: ConsoleFrame, current: ConsoleSection) {
  const link = (s: (typeof CONSOLE_SECTIONS)[number]) => {
    // Anchors belong to the dashboard: from another page they lead back to it.
    const href = s.href.startsWith('#') && f.page === '' ? s.href : `${f.base}${s.href}`;
    return html`<li><a href="${href}"${s.id === current ? html` aria-current="page"` : ''}>${v.t(s.key)}</a></li>`;
  };
  return html`<nav aria-label="${v.t('console.nav.label')}"><ul>${CONSOLE_SECTIONS.map(link)}</ul></nav>`;
}

export interface ConsolePageView {
  title: string;
  /** The nav entry to mark current (signed-in pages). */
  current?: ConsoleSection;
  body: HtmlValue;
  /** Goes on to this same-site path at once (a `<meta>` refresh: the pages run no script). */
  refresh?: string | undefined;
}

/** A whole console page: header with the switcher, the section nav when signed in, then the body. */
export function consolePage(v: ViewCtx, m: ConsolePageView): string {
  const { lang, dir } = getLocale(v.locale);
  const f = v.frame;
  const withNav = f?.signedIn && m.current;
  return html`<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><link rel="icon" href="data:,"><title>${m.title}</title>
${m.refresh ? html`<meta http-equiv="refresh" content="0;url=${m.refresh}">` : ''}
<style>${CONSOLE_CSS}</style></head>
<body><a class="skip" href="#main">${v.t('meta.skipToContent')}</a>${f ? header(v, f) : ''}
<div class="shell${withNav ? '' : ' bare'}">${withNav ? nav(v, f, m.current!) : ''}<main id="main">${m.body}</main></div>
</body>
</html>
`.value;
}
