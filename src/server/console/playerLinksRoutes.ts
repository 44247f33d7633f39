import { Hono } from 'hono';
import { AppError } from '../../shared/errors.ts';
import { type AppContext, type AppEnv, type Deps, serviceCtx } from '../http/context.ts';
import type { SiteRow } from '../sites/opsSessions.ts';
import { type PlayerLinks, playerLinksOf, savePlayerLinks } from '../sites/games/playerLinks.ts';
import type { ConsoleKit } from './kit.ts';
import { playerLinksPage } from './views/consolePlayerLinks.ts';

/** Where the site's pages are on the platform (its go/ redirects are under it). */
const siteRootOf = (kit: ConsoleKit, site: SiteRow) => `${kit.base(site).slice(0, -'console'.length)}`;

/**
 * The console's Player links screen (`/:slug/console/player-links`): the form, and its post
 * (PRG back to the screen with a notice, or the form again with each field's reason, 400).
 */
export function playerLinksRoutes(deps: Deps, kit: ConsoleKit) {
  const app = new Hono<AppEnv>();
  const page = (
    c: AppContext,
    site: SiteRow,
    values: PlayerLinks,
    extra: { errors?: Record<string, string>; notice?: string },
  ) =>
    playerLinksPage(kit.view(c, site, true, 'player-links'), {
      base: kit.base(site),
      siteName: site.siteName,
      siteRoot: siteRootOf(kit, site),
      values,
      ...extra,
    });

  app.get('/:slug/console/player-links', async (c) => {
    const site = await kit.siteOf(c);
    if (!site) return kit.notFound(c);
    if (!(await kit.signedIn(c, site))) return c.redirect(kit.base(site), 303);
    const values = await playerLinksOf(deps.db, site.id);
    const notice = c.req.query('done') === 'saved' ? c.get('t')('console.playerLinks.saved') : undefined;
    return kit.send(c, page(c, site, values, notice ? { notice } : {}));
  });

  app.post('/:slug/console/player-links', async (c) => {
    const site = await kit.siteOf(c);
    if (!site) return kit.notFound(c);
    if (!kit.allowedPost(c)) return kit.forbidden(c, site);
    if (!(await kit.signedIn(c, site))) return c.redirect(kit.base(site), 303);
    const form = await c.req.parseBody();
    try {
      await savePlayerLinks({ ctx: serviceCtx(c, deps), input: { siteId: site.id, form } });
      return c.redirect(`${kit.base(site)}/player-links?done=saved`, 303);
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'validation_failed') throw err;
      const t = c.get('t');
      const errors: Record<string, string> = {};
      for (const i of err.issues) errors[i.path] ??= t(i.key, i.vars);
      const typed = (k: string) => (typeof form[k] === 'string' ? (form[k] as string).slice(0, 500) : '');
      const values = { signup: typed('signup'), login: typed('login'), deposit: typed('deposit'), play: typed('play') };
      return kit.send(c, page(c, site, values, { errors }), 400);
    }
  });

  return app;
}
