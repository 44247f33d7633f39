import { asKey } from '../../../shared/messageKey.ts';
import { type ConsoleBase, consolePage, type ViewCtx } from './consoleLayout.ts';
import { html } from '../../platform/html.ts';

/** The four addresses, in the form's order (sites/games/playerLinks.ts keeps the rules). */
const FIELDS = ['signup', 'login', 'deposit', 'play'] as const;

export interface PlayerLinksView {
  base: ConsoleBase;
  siteName: string;
  /** The site's own redirects (`<site root>go/signup`), shown so the operator sees what players follow. */
  siteRoot: string;
  values: Record<(typeof FIELDS)[number], string>;
  errors?: Record<string, string>;
  notice?: string | undefined;
}

/**
 * The console's Player links screen (issue 31): where the published site's Sign up, Log in,
 * Deposit and Play for real lead — the operator's own player account and cashier. The site
 * links to its go/ redirects, so a change here shows at once, without a publish.
 */
export function playerLinksPage(v: ViewCtx, m: PlayerLinksView): string {
  const t = v.t;
  const field = (name: (typeof FIELDS)[number]) => {
    const err = m.errors?.[name];
    const hintId = `pl-${name}-hint`;
    const errId = `pl-${name}-err`;
    return html`<label for="pl-${name}">${t(asKey(`console.playerLinks.${name}`))}</label>
<input id="pl-${name}" name="${name}" type="${name === 'play' ? 'text' : 'url'}" inputmode="url" maxlength="500" dir="ltr" placeholder="https://" value="${m.values[name]}" aria-describedby="${hintId}${err ? ` ${errId}` : ''}"${err ? html` aria-invalid="true"` : ''}>
<p class="hint" id="${hintId}">${t(asKey(`console.playerLinks.${name}Hint`))} <code dir="ltr">${m.siteRoot}go/${name === 'play' ? 'play/…' : name}</code></p>
${err ? html`<p class="err" id="${errId}">${err}</p>` : ''}`;
  };
  const formErr =
    m.errors && Object.keys(m.errors).length
      ? html`<p class="alert" role="alert">${t('console.playerLinks.refused')}</p>`
      : '';
  const body = html`<section id="player-links"><h1>${t('console.playerLinks.title')}</h1>
<p>${t('console.playerLinks.intro')}</p>
${m.notice ? html`<p class="note" role="status">${m.notice}</p>` : ''}${formErr}
<form method="post" action="${m.base}/player-links">${FIELDS.map(field)}
<button type="submit">${t('console.playerLinks.save')}</button>
</form></section>`;
  return consolePage(v, {
    title: `${t('console.playerLinks.title')} · ${m.siteName}`,
    current: 'players',
    body,
  });
}
