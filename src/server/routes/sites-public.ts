import { postedFromThisOrigin } from '../http/origin.ts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AppError } from '../../shared/errors.ts';
import { type AppContext, type AppEnv, type Deps, publicCtx, serviceCtx } from '../http/context.ts';
import {
  changeOpsPassword,
  consoleOverview,
  OPS_SESSION_MS,
  opsLogin,
  opsLogout,
  type SiteRow,
} from '../console/console.ts';
import { spendConsoleLink } from '../console/signinLinks.ts';
import { consoleLanguage, consoleZone, savePrefs } from '../console/prefs.ts';
import { consoleCookie, consoleSessionOf, SITE_SLUG, siteOfSlug } from '../console/session.ts';
import { UTC } from '../data/timeZones.ts';
import { sitePagesRoutes } from './sitePages.ts';
import { dashboardPage, loginPage, messagePage, type ViewCtx } from '../console/views/console.ts';
import { type DomainSection, domainSection } from '../console/views/consoleDomain.ts';
import { consoleDomainRoutes, domainSectionOf } from '../console/domainRoutes.ts';
import { CONSOLE_SCRIPT_SRC } from '../console/views/consoleCopy.ts';

/** Where app.ts mounts this router: sites live at `/s/<slug>/`, their consoles at `/s/<slug>/console`. */
const MOUNT = '/s';

/** No script, no outside request, no framing; forms post only here (also a site on its own domain). */
export const SITE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; form-action 'self'; base-uri 'none'";

/** A console page: the same, plus the one copy-button script, allowed by its hash (console/views/consoleCopy.ts). */
export const CONSOLE_CSP = SITE_CSP.replace(
  "default-src 'none';",
  `default-src 'none'; script-src ${CONSOLE_SCRIPT_SRC};`,
);
const CONSOLE_PATH = /^\/s\/[^/]+\/console(?:\/|$)/;

/** A sign-in link's token as newToken makes it: anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A console page under the base that the language switcher may come back to (`design`); '' is the dashboard. */
const PAGE = /^[a-z][a-z-]{0,31}$/;

/**
 * Generated sites and their operations consoles, served by the platform.
 *
 * Cross-site request forgery: every POST must come from this origin. The console
 * session cookie is SameSite=Strict, so a form posted from another site arrives without it
 * and can change nothing; the login form has no session to lean on (a forged login would
 * sign the victim into the attacker's console), so POSTs are also refused unless the
 * browser's `Origin` names this host and `Sec-Fetch-Site` (when sent) says same-origin.
 * Browsers send `Origin` on every form POST; a request without either header is not a
 * browser's, and so carries no victim's cookie to abuse. No token to keep in the forms.
 */
export function sitesPublicRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    await next();
    // A site's own pages say theirs (sitePages.ts: they show the site's images).
    if (!c.res.headers.has('Content-Security-Policy'))
      c.header('Content-Security-Policy', CONSOLE_PATH.test(c.req.path) ? CONSOLE_CSP : SITE_CSP);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    // `same-origin`, not `no-referrer`: under no-referrer Chromium sends `Origin: null` on the
    // console's own form posts, and the origin check below would refuse every login.
    c.header('Referrer-Policy', 'same-origin');
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    // Console and error pages follow the visitor's language and cookie; a site page does not.
    if (!c.res.headers.has('Vary')) c.header('Vary', 'Accept-Language, Cookie');
  });
  // The operator's language cookie replaces Accept-Language before any console page is made.
  app.use('/:slug/console/*', consoleLanguage(deps.env.TRUST_PROXY));
  /**
   * The page context: a site's pages carry its frame (header, switcher) and the operator's zone;
   * `page` is the console page under the base ('' the dashboard, 'design').
   */
  const view = (c: AppContext, site?: SiteRow, signedIn = false, page = ''): ViewCtx => ({
    locale: c.get('locale'),
    t: c.get('t'),
    now: deps.now(),
    timeZone: site ? consoleZone(c, site.countriesId) : UTC,
    frame: site && { base: base(site), siteName: site.siteName, page, signedIn },
  });
  // The forms hold a few short fields.
  app.use(
    '*',
    bodyLimit({
      maxSize: 8 * 1024,
      onError: (c) => send(c, messagePage(view(c), c.get('t')('errors.payload_too_large')), 413),
    }),
  );
  const notFound = (c: AppContext) =>
    send(c, messagePage(view(c), c.get('t')('site.notFound.title'), c.get('t')('site.notFound.text')), 404);
  const base = (site: SiteRow) => `${MOUNT}/${site.slug}/console`;
  const cookieName = consoleCookie;
  const siteOf = (c: AppContext) => siteOfSlug(c, deps);
  const sessionOf = (c: AppContext, site: SiteRow) => consoleSessionOf(c, deps, site);

  const cookieOptions = (c: AppContext, site: SiteRow) => ({
    path: base(site),
    httpOnly: true,
    sameSite: 'Strict' as const,
    secure: isHttps(c, deps),
  });

  app.get('/:slug', (c) =>
    SITE_SLUG.test(c.req.param('slug')) ? c.redirect(`${MOUNT}/${c.req.param('slug')}/`, 301) : notFound(c),
  );

  app.get('/:slug/console/', (c) =>
    SITE_SLUG.test(c.req.param('slug')) ? c.redirect(`${MOUNT}/${c.req.param('slug')}/console`, 301) : notFound(c),
  );

  app.get('/:slug/console', async (c) => {
    const site = await siteOf(c);
    if (!site) return notFound(c);
    const { token, session } = await sessionOf(c, site);
    // `?done=` after a form (PRG): only these two values mean anything.
    const done = c.req.query('done');
    if (session) {
      const t = c.get('t');
      const overview = await consoleOverview({ ctx: serviceCtx(c, deps), input: { site } });
      const domainNotice = { domain: t('console.domain.added'), domainRemoved: t('console.domain.removed') }[
        done ?? ''
      ];
      return send(
        c,
        dashboardPage(view(c, site, true), {
          base: base(site),
          site: overview,
          notice: done === 'password' ? t('console.password.done') : undefined,
          domain: domainSlot(c, site, await domainSectionOf(c, deps, site, { notice: domainNotice })),
        }),
      );
    }
    if (token) deleteCookie(c, cookieName(site), cookieOptions(c, site));
    const message = token ? 'console.sessionEnded' : done === 'logout' ? 'console.loggedOut' : undefined;
    return send(
      c,
      loginPage(view(c, site), { base: base(site), siteName: site.siteName, notice: message && c.get('t')(message) }),
    );
  });

  app.post('/:slug/console/login', async (c) => {
    const site = await siteOf(c);
    if (!site) return notFound(c);
    if (!postedFromThisOrigin(c, deps.env.TRUST_PROXY)) return forbidden(c, site);
    const form = await c.req.parseBody();
    const account = text(form['account']);
    try {
      const s = await opsLogin({
        ctx: publicCtx(c, deps),
        input: { site, account, password: text(form['password']) },
      });
      setCookie(c, cookieName(site), s.token, { ...cookieOptions(c, site), maxAge: OPS_SESSION_MS / 1000 });
      return c.redirect(base(site), 303);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.code === 'rate_limited') return tooMany(c, site, err);
      const error = c.get('t')(err.messageKey, err.vars);
      const page = loginPage(view(c, site), {
        base: base(site),
        siteName: site.siteName,
        account: account.slice(0, 64),
        error,
      });
      return send(c, page, err.code === 'unauthorized' ? 401 : 400);
    }
  });

  app.post('/:slug/console/password', async (c) => {
    const site = await siteOf(c);
    if (!site) return notFound(c);
    if (!postedFromThisOrigin(c, deps.env.TRUST_PROXY)) return forbidden(c, site);
    const { session } = await sessionOf(c, site);
    if (!session) return c.redirect(base(site), 303);
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
      return c.redirect(`${base(site)}?done=password`, 303);
    } catch (err) {
      if (!(err instanceof AppError) || (err.code !== 'validation_failed' && err.code !== 'rate_limited')) throw err;
      const t = c.get('t');
      const errors: Record<string, string> = {};
      for (const i of err.issues) errors[i.path] ??= t(i.key, i.vars);
      if (!err.issues.length) errors['form'] = t(err.messageKey, err.vars);
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      const overview = await consoleOverview({ ctx: serviceCtx(c, deps), input: { site } });
      const domain = domainSlot(c, site, await domainSectionOf(c, deps, site));
      const page = dashboardPage(view(c, site, true), { base: base(site), site: overview, errors, domain });
      return send(c, page, err.status as 400 | 429);
    }
  });

  // A one-time link from My sites (POST /api/site/console-link): a session without the password.
  // A GET that signs in could be a login CSRF, but only into a console of the link maker's own
  // site, with a link that works once for a minute; the session cookie stays SameSite=Strict.
  app.get('/:slug/console/signin', async (c) => {
    const site = await siteOf(c);
    if (!site) return notFound(c);
    const token = c.req.query('token') ?? '';
    const s = TOKEN.test(token)
      ? await spendConsoleLink({ ctx: serviceCtx(c, deps), input: { siteId: site.id, token } })
      : null;
    if (!s) {
      const t = c.get('t');
      const link = { href: base(site), label: t('console.signin.toLogin') };
      const page = messagePage(view(c, site), t('console.signin.failedTitle'), t('console.signin.failedText'), link);
      return send(c, page, 410);
    }
    setCookie(c, cookieName(site), s.token, { ...cookieOptions(c, site), maxAge: OPS_SESSION_MS / 1000 });
    // Opened from another site (the storefront on a host other than this console's, e.g. not
    // PUBLIC_URL's), a redirect would still count as that site's navigation, and the browser
    // would hold back the SameSite=Strict cookie just set: the console showed its login form.
    // A page of this site that moves on by itself makes the next request this site's own.
    if (c.req.header('sec-fetch-site') === 'cross-site') {
      const t = c.get('t');
      const next = { href: base(site), label: t('console.signin.continue'), refresh: true };
      return send(c, messagePage(view(c, site), t('console.signin.doneTitle'), t('console.signin.doneText'), next));
    }
    return c.redirect(base(site), 303);
  });

  app.post('/:slug/console/logout', async (c) => {
    const site = await siteOf(c);
    if (!site) return notFound(c);
    if (!postedFromThisOrigin(c, deps.env.TRUST_PROXY)) return forbidden(c, site);
    const token = getCookie(c, cookieName(site));
    if (token) await opsLogout({ ctx: serviceCtx(c, deps), input: { siteId: site.id, token } });
    deleteCookie(c, cookieName(site), cookieOptions(c, site));
    return c.redirect(`${base(site)}?done=logout`, 303);
  });

  // The language and time-zone switcher (PRG): valid choices are kept, then back to the page.
  app.post('/:slug/console/prefs', async (c) => {
    const site = await siteOf(c);
    if (!site) return notFound(c);
    if (!postedFromThisOrigin(c, deps.env.TRUST_PROXY)) return forbidden(c, site);
    const form = await c.req.parseBody();
    savePrefs(c, { lang: text(form['lang']), tz: text(form['tz']) }, { path: base(site), secure: isHttps(c, deps) });
    const page = text(form['page']);
    return c.redirect(PAGE.test(page) ? `${base(site)}/${page}` : base(site), 303);
  });

  app.route('/', sitePagesRoutes(deps, notFound));
  app.route(
    '/',
    consoleDomainRoutes(deps, {
      siteOf,
      signedIn: async (c, site) => Boolean((await sessionOf(c, site)).session),
      base,
      notFound,
      forbidden,
      allowedPost: (c) => postedFromThisOrigin(c, deps.env.TRUST_PROXY),
      dashboard: async (c, site, section, status) => {
        const overview = await consoleOverview({ ctx: serviceCtx(c, deps), input: { site } });
        const domain = domainSlot(c, site, section);
        return send(c, dashboardPage(view(c, site, true), { base: base(site), site: overview, domain }), status);
      },
    }),
  );
  app.all('*', notFound);

  /** The dashboard's Domain section (consoleDomain.ts) for this request. */
  function domainSlot(c: AppContext, site: SiteRow, section: DomainSection) {
    return domainSection(view(c, site, true), base(site), section);
  }

  function forbidden(c: AppContext, site: SiteRow) {
    const t = c.get('t');
    return send(c, messagePage(view(c, site), t('errors.forbidden'), t('console.forbidden')), 403);
  }

  function tooMany(c: AppContext, site: SiteRow, err: AppError) {
    const t = c.get('t');
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return send(c, messagePage(view(c, site), t('console.rateLimited'), t(err.messageKey, err.vars)), 429);
  }

  return app;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** An HTML response, labelled like the platform's static pages. */
function send(c: AppContext, body: string, status: 200 | 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 = 200) {
  return c.body(body, status, { 'Content-Type': 'text/html; charset=utf-8' });
}

/** The request came over HTTPS: directly, or through our own proxy (TRUST_PROXY). */
function isHttps(c: AppContext, deps: Deps): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return deps.env.TRUST_PROXY && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}
