import { initFooter } from '~/lib/footer';
import { initHeaderAtLoad } from './header/atLoad';
import { loadOnIntent } from '~/lib/onIntent';
import { initPageBehaviour } from '~/lib/pageBehaviour';

/**
 * The one script every page runs at load (Base.astro), kept small: the marketing pages'
 * budget is 5 KB gz of script before interaction (bench/pageWeight.ts). Dialogs, menus
 * and the session store load on the visitor's first sign of intent (./interactive.ts).
 */
initHeaderAtLoad();
initFooter();
// A visitor the guard blocks gets nothing more.
void initPageBehaviour().then((allowed) => {
  if (allowed) loadOnIntent(() => import('./interactive').then((m) => m.initInteractive()));
});
