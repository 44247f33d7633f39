import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { dashboardRoutes } from './dashboardRoutes.ts';
import { consoleDomainRoutes } from './domainRoutes.ts';
import type { ConsoleKit } from './kit.ts';
import { consoleLanguage } from './prefs.ts';
import { playerLinksRoutes } from './playerLinksRoutes.ts';
import { signInRoutes } from './signInRoutes.ts';

/**
 * A generated site's operations console, under `/s/<slug>/console` (its designer page is
 * designPage.ts, mounted by app.ts). One router per screen; kit.ts holds what they share.
 */
export function consoleRoutes(deps: Deps, kit: ConsoleKit) {
  const app = new Hono<AppEnv>();
  // The operator's language cookie replaces Accept-Language before any console page is made.
  app.use('/:slug/console/*', consoleLanguage(deps.env.TRUST_PROXY));
  app.route('/', dashboardRoutes(deps, kit));
  app.route('/', signInRoutes(deps, kit));
  app.route('/', consoleDomainRoutes(deps, kit));
  app.route('/', playerLinksRoutes(deps, kit));
  return app;
}
