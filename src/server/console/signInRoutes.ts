import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AppError } from '../../shared/errors.ts';
import { type AppEnv, type Deps, publicCtx, serviceCtx } from '../http/context.ts';
import { OPS_SESSION_MS, opsLogout } from '../sites/opsSessions.ts';
import { opsLogin } from './console.ts';
import type { ConsoleKit } from './kit.ts';
import { text } from './kit.ts';
import { spendConsoleLink } from './signinLinks.ts';
import { loginPage, messagePage } from './views/console.ts';

/** A sign-in link's token as newToken makes it: anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Into and out of a console: the password form, the one-time link from My sites, logout. */
export function signInRoutes(deps: Deps, kit: ConsoleKit) {
  const app = new Hono<AppEnv>();

  app.post('/:slug/console/login', async (c) => {
    const site = await kit.siteOf(c);
    if (!site) return kit.notFound(c);
    if (!kit.allowedPost(c)) return kit.forbidden(c, site);
    const form = await c.req.parseBody();
    const account = text(form['account']);
    try {
      const s = await opsLogin({
        ctx: publicCtx(c, deps),
        input: { site, account, password: text(form['password']) },
      });
      setCookie(c, kit.cookieName(site), s.token, { ...kit.cookieOptions(c, site), maxAge: OPS_SESSION_MS / 1000 });
      return c.redirect(kit.base(site), 303);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.code === 'rate_limited') return kit.tooMany(c, site, err);
      const error = c.get('t')(err.messageKey, err.vars);
      const page = loginPage(kit.view(c, site), {
        base: kit.base(site),
        siteName: site.siteName,
        account: account.slice(0, 64),
        error,
      });
      return kit.send(c, page, err.code === 'unauthorized' ? 401 : 400);
    }
  });

  // A one-time link from My sites (POST /api/site/console-link): a session without the password.
  // A GET that signs in could be a login CSRF, but only into a console of the link maker's own
  // site, with a link that works once for a minute; the session cookie stays SameSite=Strict.
  app.get('/:slug/console/signin', async (c) => {
    const site = await kit.siteOf(c);
    if (!site) return kit.notFound(c);
    const token = c.req.query('token') ?? '';
    const s = TOKEN.test(token)
      ? await spendConsoleLink({ ctx: serviceCtx(c, deps), input: { siteId: site.id, token } })
      : null;
    const t = c.get('t');
    if (!s) {
      const link = { href: kit.base(site), label: t('console.signin.toLogin') };
      const page = messagePage(
        kit.view(c, site),
        t('console.signin.failedTitle'),
        t('console.signin.failedText'),
        link,
      );
      return kit.send(c, page, 410);
    }
    setCookie(c, kit.cookieName(site), s.token, { ...kit.cookieOptions(c, site), maxAge: OPS_SESSION_MS / 1000 });
    // Opened from another site (the storefront on a host other than this console's, e.g. not
    // PUBLIC_URL's), a redirect would still count as that site's navigation, and the browser
    // would hold back the SameSite=Strict cookie just set: the console showed its login form.
    // A page of this site that moves on by itself makes the next request this site's own.
    if (c.req.header('sec-fetch-site') === 'cross-site') {
      const next = { href: kit.base(site), label: t('console.signin.continue'), refresh: true };
      return kit.send(
        c,
        messagePage(kit.view(c, site), t('console.signin.doneTitle'), t('console.signin.doneText'), next),
      );
    }
    return c.redirect(kit.base(site), 303);
  });

  app.post('/:slug/console/logout', async (c) => {
    const site = await kit.siteOf(c);
    if (!site) return kit.notFound(c);
    if (!kit.allowedPost(c)) return kit.forbidden(c, site);
    const token = getCookie(c, kit.cookieName(site));
    if (token) await opsLogout({ ctx: serviceCtx(c, deps), input: { siteId: site.id, token } });
    deleteCookie(c, kit.cookieName(site), kit.cookieOptions(c, site));
    return c.redirect(`${kit.base(site)}?done=logout`, 303);
  });

  return app;
}
