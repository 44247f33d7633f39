import { createElement as h, type ReactNode } from 'react';
import type { ShellLink } from '../renderContext.ts';
import { ctxOf, type PuckArg } from './common.ts';

/**
 * The page around the sections (Puck's root): the site's name, the page menu, the language
 * switcher (each language named in itself), and the page's heading. Plain links. On a phone
 * both menus fold behind one button (aria-expanded, controlling them): the published page's
 * tiny script (server/siteDesign/menuScript.ts) toggles it and siteCss.ts shows the button only
 * where that script ran, so without it (the editor, the wizard's preview) the menus stay open.
 */
export function Shell(p: PuckArg & { title?: string; children?: ReactNode }) {
  const ctx = ctxOf(p);
  const title = p.title || ctx.siteName;
  const links = (list: ShellLink[]) =>
    h(
      'ul',
      null,
      list.map((l) =>
        h(
          'li',
          { key: l.href },
          h(
            'a',
            { href: l.href, 'aria-current': l.current ? 'page' : undefined, hrefLang: l.lang, lang: l.lang },
            l.label,
          ),
        ),
      ),
    );
  const navs = [
    ctx.nav.length
      ? h('nav', { key: 'menu', className: 'menu', 'aria-label': ctx.t('design.render.menu') }, links(ctx.nav))
      : null,
    ctx.languages.length > 1
      ? h(
          'nav',
          { key: 'langs', className: 'langs', 'aria-label': ctx.t('design.render.languages') },
          links(ctx.languages),
        )
      : null,
  ].filter(Boolean);
  // The operator's own player account and cashier (issue 31), through the site's go/ redirects:
  // where they lead is set in the console and read at each visit, so it changes without a publish.
  const go = (kind: string) => `${ctx.siteRoot}go/${kind}?hl=${ctx.lang}`;
  const account = h(
    'div',
    { className: 'acct' },
    h('a', { href: go('login'), rel: 'nofollow' }, ctx.t('games.player.login')),
    h('a', { href: go('signup'), className: 'btn', rel: 'nofollow' }, ctx.t('games.player.signup')),
    h('a', { href: go('deposit'), className: 'btn alt', rel: 'nofollow' }, ctx.t('games.player.deposit')),
  );
  return h(
    'div',
    { className: 'site' },
    h('a', { className: 'skip', href: '#main' }, ctx.t('design.render.skip')),
    h(
      'header',
      { className: 'top' },
      h(
        'div',
        { className: 'bar' },
        h('a', { className: 'logo', href: ctx.langRoot }, ctx.siteName),
        // Beside the menus on a wide screen (.navs is display: contents there); on a phone, at the
        // top of the folded menu, so the header stays one row: the site's name and the button.
        navs.length ? null : account,
        navs.length
          ? h(
              'button',
              { type: 'button', className: 'menu-btn', 'aria-expanded': 'false', 'aria-controls': 'site-navs' },
              h('span', { className: 'menu-icon', 'aria-hidden': 'true' }),
              ctx.t('design.render.menuButton'),
            )
          : null,
        navs.length ? h('div', { className: 'navs', id: 'site-navs' }, account, ...navs) : null,
      ),
    ),
    h(
      'main',
      { id: 'main' },
      h(
        'h1',
        { className: ctx.pageKind === 'home' ? 'vh' : 'page-title' },
        ctx.pageKind === 'home' ? ctx.siteName : title,
      ),
      p.children,
    ),
  );
}
