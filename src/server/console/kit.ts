import type { AppError } from '../../shared/errors.ts';
import { UTC } from '../data/timeZones.ts';
import { type AppContext, type Deps, serviceCtx } from '../http/context.ts';
import { postedFromThisOrigin } from '../http/origin.ts';
import type { SiteRow } from '../sites/opsSessions.ts';
import { consoleOverview } from './console.ts';
import { domainSectionOf } from './domainRoutes.ts';
import { consoleZone } from './prefs.ts';
import { consoleCookie, consoleSessionOf, siteOfSlug } from './session.ts';
import { dashboardPage, messagePage, type ViewCtx } from './views/console.ts';
import { type DomainSection, domainSection } from './views/consoleDomain.ts';

/** Where app.ts mounts the sites router: sites live at `/s/<slug>/`, their consoles at `/s/<slug>/console`. */
export const MOUNT = '/s';

type Status = 200 | 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429;

/** What every console screen uses: the site of the path, its session, the page frame and answers. */
export function consoleKit(deps: Deps) {
  const base = (site: SiteRow) => `${MOUNT}/${site.slug}/console`;

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

  const kit = {
    base,
    view,
    send,
    cookieName: consoleCookie,
    cookieOptions: (c: AppContext, site: SiteRow) => ({
      path: base(site),
      httpOnly: true,
      sameSite: 'Strict' as const,
      secure: isHttps(c, deps),
    }),
    isHttps: (c: AppContext) => isHttps(c, deps),
    siteOf: (c: AppContext) => siteOfSlug(c, deps),
    sessionOf: (c: AppContext, site: SiteRow) => consoleSessionOf(c, deps, site),
    signedIn: async (c: AppContext, site: SiteRow) => Boolean((await consoleSessionOf(c, deps, site)).session),
    allowedPost: (c: AppContext) => postedFromThisOrigin(c, deps.env.TRUST_PROXY),
    notFound: (c: AppContext) =>
      send(c, messagePage(view(c), c.get('t')('site.notFound.title'), c.get('t')('site.notFound.text')), 404),
    forbidden: (c: AppContext, site: SiteRow) => {
      const t = c.get('t');
      return send(c, messagePage(view(c, site), t('errors.forbidden'), t('console.forbidden')), 403);
    },
    tooMany: (c: AppContext, site: SiteRow, err: AppError) => {
      const t = c.get('t');
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      return send(c, messagePage(view(c, site), t('console.rateLimited'), t(err.messageKey, err.vars)), 429);
    },
    /** The signed-in dashboard, with its Domain section (fresh, or the one a domain form left). */
    dashboard: async (
      c: AppContext,
      site: SiteRow,
      opts: {
        notice?: string | undefined;
        errors?: Record<string, string>;
        domains?: DomainSection;
        status?: Status;
      } = {},
    ) => {
      const overview = await consoleOverview({ ctx: serviceCtx(c, deps), input: { site } });
      const section = opts.domains ?? (await domainSectionOf(c, deps, site));
      const domain = domainSection(view(c, site, true), base(site), section);
      const page = dashboardPage(view(c, site, true), {
        base: base(site),
        site: overview,
        notice: opts.notice,
        ...(opts.errors && { errors: opts.errors }),
        domain,
      });
      return send(c, page, opts.status ?? 200);
    },
  };
  return kit;
}

export type ConsoleKit = ReturnType<typeof consoleKit>;

/** A form field as text: a file or an absent field is ''. */
export const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** An HTML response, labelled like the platform's static pages. */
function send(c: AppContext, body: string, status: Status = 200) {
  return c.body(body, status, { 'Content-Type': 'text/html; charset=utf-8' });
}

/** The request came over HTTPS: directly, or through our own proxy (TRUST_PROXY). */
function isHttps(c: AppContext, deps: Deps): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return deps.env.TRUST_PROXY && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}
