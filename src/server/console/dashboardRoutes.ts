import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { AppError } from '../../shared/errors.ts';
import { type AppEnv, type Deps, publicCtx } from '../http/context.ts';
import { SITE_SLUG } from './session.ts';
import { changeOpsPassword } from './console.ts';
import { domainSectionOf } from './domainRoutes.ts';
import type { ConsoleKit } from './kit.ts';
import { MOUNT, text } from './kit.ts';
import { savePrefs } from './prefs.ts';
import { loginPage } from './views/console.ts';

/** A console page under the base that the language switcher may come back to (`design`); '' is the dashboard. */
const PAGE = /^[a-z][a-z-]{0,31}$/;

/** The dashboard (or the login form without a session), the password change and the switcher. */
export function dashboardRoutes(deps: Deps, kit: ConsoleKit) {
  const app = new Hono<AppEnv>();

  app.get('/:slug/console/', (c) =>
    SITE_SLUG.test(c.req.param('slug')) ? c.redirect(`${MOUNT}/${c.req.param('slug')}/console`, 301) : kit.notFound(c),
  );

  app.get('/:slug/console', async (c) => {
    const site = await kit.siteOf(c);
    if (!site) return kit.notFound(c);
    const { token, session } = await kit.sessionOf(c, site);
    // `?done=` after a form (PRG): only these values mean anything.
    const done = c.req.query('done');
    const t = c.get('t');
    if (session) {
      const domainNotice = { domain: t('console.domain.added'), domainRemoved: t('console.domain.removed') }[
        done ?? ''
      ];
      return kit.dashboard(c, site, {
        notice: done === 'password' ? t('console.password.done') : undefined,
        domains: await domainSectionOf(c, deps, site, { notice: domainNotice }),
      });
    }
    if (token) deleteCookie(c, kit.cookieName(site), kit.cookieOptions(c, site));
    const message = token ? 'console.sessionEnded' : done === 'logout' ? 'console.loggedOut' : undefined;
    const page = loginPage(kit.view(c, site), {
      base: kit.base(site),
      siteName: site.siteName,
      notice: message && t(message),
    });
    return kit.send(c, page);
  });

  app.post('/:slug/console/password', async (c) => {
    const site = await kit.siteOf(c);
    if (!site) return kit.notFound(c);
    if (!kit.allowedPost(c)) return kit.forbidden(c, site);
    const { session } = await kit.sessionOf(c, site);
    if (!session) return c.redirect(kit.base(site), 303);
    const form = await c.req.parseBody();
    try {
      await changeOpsPassword({
        ctx: publicCtx(c, deps),
        input: {
          site,
          sessionId: session.id,
          form: { current: form['current'], password: form['password'], confirm: form['confirm'] },
        },
      });
      return c.redirect(`${kit.base(site)}?done=password`, 303);
    } catch (err) {
      if (!(err instanceof AppError) || (err.code !== 'validation_failed' && err.code !== 'rate_limited')) throw err;
      const t = c.get('t');
      const errors: Record<string, string> = {};
      for (const i of err.issues) errors[i.path] ??= t(i.key, i.vars);
      if (!err.issues.length) errors['form'] = t(err.messageKey, err.vars);
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      return kit.dashboard(c, site, { errors, status: err.status as 400 | 429 });
    }
  });

  // The language and time-zone switcher (PRG): valid choices are kept, then back to the page.
  app.post('/:slug/console/prefs', async (c) => {
    const site = await kit.siteOf(c);
    if (!site) return kit.notFound(c);
    if (!kit.allowedPost(c)) return kit.forbidden(c, site);
    const form = await c.req.parseBody();
    savePrefs(c, { lang: text(form['lang']), tz: text(form['tz']) }, { path: kit.base(site), secure: kit.isHttps(c) });
    const page = text(form['page']);
    return c.redirect(PAGE.test(page) ? `${kit.base(site)}/${page}` : kit.base(site), 303);
  });

  return app;
}
