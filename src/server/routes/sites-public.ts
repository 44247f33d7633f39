import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv, Deps } from '../http/context.ts';
import { consoleKit, MOUNT } from '../console/kit.ts';
import { consoleRoutes } from '../console/router.ts';
import { SITE_SLUG } from '../console/session.ts';
import { CONSOLE_SCRIPT_SRC } from '../console/views/consoleCopy.ts';
import { messagePage } from '../console/views/console.ts';
import { sitePagesRoutes } from './sitePages.ts';

/** No script, no outside request, no framing; forms post only here (also a site on its own domain). */
export const SITE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; form-action 'self'; base-uri 'none'";

/** A console page: the same, plus the one copy-button script, allowed by its hash (console/views/consoleCopy.ts). */
export const CONSOLE_CSP = SITE_CSP.replace(
  "default-src 'none';",
  `default-src 'none'; script-src ${CONSOLE_SCRIPT_SRC};`,
);
const CONSOLE_PATH = /^\/s\/[^/]+\/console(?:\/|$)/;

/**
 * Generated sites and their operations consoles (console/router.ts), served by the platform.
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
  const kit = consoleKit(deps);

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
  // The forms hold a few short fields.
  app.use(
    '*',
    bodyLimit({
      maxSize: 8 * 1024,
      onError: (c) => kit.send(c, messagePage(kit.view(c), c.get('t')('errors.payload_too_large')), 413),
    }),
  );

  app.get('/:slug', (c) =>
    SITE_SLUG.test(c.req.param('slug')) ? c.redirect(`${MOUNT}/${c.req.param('slug')}/`, 301) : kit.notFound(c),
  );
  app.route('/', consoleRoutes(deps, kit));
  app.route('/', sitePagesRoutes(deps, kit.notFound));
  app.all('*', kit.notFound);
  return app;
}
