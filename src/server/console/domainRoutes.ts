import { Hono } from 'hono';
import { AppError } from '../../shared/errors.ts';
import { type AppContext, type AppEnv, type Deps, serviceCtx } from '../http/context.ts';
import { txtName } from '../domains/check.ts';
import { cnameTarget, platformHosts } from '../domains/platform.ts';
import { addDomain, checkDomain, listDomains, removeDomain } from '../domains/domains.ts';
import { DOMAIN_LAPSE_AFTER } from '../domains/recheck.ts';
import type { SiteRow } from '../sites/opsSessions.ts';
import type { DomainSection } from './views/consoleDomain.ts';

/** What the console lends these routes (kit.ts): its site, session and page helpers. */
interface DomainRouteKit {
  siteOf(c: AppContext): Promise<SiteRow | null>;
  signedIn(c: AppContext, site: SiteRow): Promise<boolean>;
  base(site: SiteRow): string;
  notFound(c: AppContext): Response | Promise<Response>;
  forbidden(c: AppContext, site: SiteRow): Response | Promise<Response>;
  allowedPost(c: AppContext): boolean;
  /** The dashboard with this domain section, at this status. */
  dashboard(
    c: AppContext,
    site: SiteRow,
    opts: { domains: DomainSection; status: 400 | 404 | 409 | 429 },
  ): Promise<Response>;
}

/** A row id as the database keeps it (int4): anything else is not looked up. */
const ID = /^[1-9][0-9]{0,8}$/;

/** The dashboard's own-domain section of a site, in the request's language. */
export async function domainSectionOf(
  c: AppContext,
  deps: Deps,
  site: SiteRow,
  form: Partial<Pick<DomainSection, 'value' | 'error' | 'notice'>> = {},
): Promise<DomainSection> {
  const items = await listDomains({ ctx: serviceCtx(c, deps), input: { siteId: site.id } });
  // `?remove=<id>`: the Remove link of a domain, which asks to confirm before it posts.
  const remove = c.req.query('remove') ?? '';
  const confirmRemove = ID.test(remove) ? Number(remove) : undefined;
  return { items, target: cnameTarget(deps.env), txtName, lapseAfter: DOMAIN_LAPSE_AFTER, confirmRemove, ...form };
}

/**
 * The console's own-domain forms (`/:slug/console/domains…`): add, check now or again, remove
 * (after the dashboard's confirmation, `?remove=<id>`). Each
 * answers a redirect back to the dashboard (PRG), or the dashboard with the refusal.
 */
export function consoleDomainRoutes(deps: Deps, kit: DomainRouteKit) {
  const app = new Hono<AppEnv>();
  const platform = platformHosts(deps.env);
  const back = (c: AppContext, site: SiteRow, done?: string) =>
    c.redirect(`${kit.base(site)}${done ? `?done=${done}` : ''}#domain`, 303);

  /** The site, when this request may change it; else the answer to send. */
  async function guard(c: AppContext): Promise<SiteRow | Response> {
    const site = await kit.siteOf(c);
    if (!site) return kit.notFound(c);
    if (!kit.allowedPost(c)) return kit.forbidden(c, site);
    if (!(await kit.signedIn(c, site))) return c.redirect(kit.base(site), 303);
    return site;
  }

  async function refused(c: AppContext, site: SiteRow, err: unknown, value = '') {
    const shown = ['validation_failed', 'conflict', 'not_found', 'rate_limited'];
    if (!(err instanceof AppError) || !shown.includes(err.code)) throw err;
    const t = c.get('t');
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    const issue = err.issues[0];
    const error = issue ? t(issue.key, issue.vars) : t(err.messageKey, err.vars);
    const section = await domainSectionOf(c, deps, site, { value: value.slice(0, 512), error });
    return kit.dashboard(c, site, { domains: section, status: err.status as 400 | 404 | 409 | 429 });
  }

  app.post('/:slug/console/domains', async (c) => {
    const site = await guard(c);
    if (site instanceof Response) return site;
    const domain = (await c.req.parseBody())['domain'];
    try {
      await addDomain({ ctx: serviceCtx(c, deps), input: { siteId: site.id, domain, platform } });
      return back(c, site, 'domain');
    } catch (err) {
      return refused(c, site, err, typeof domain === 'string' ? domain : '');
    }
  });

  app.post('/:slug/console/domains/:id/check', async (c) => {
    const site = await guard(c);
    if (site instanceof Response) return site;
    const id = c.req.param('id');
    try {
      if (!ID.test(id)) throw new AppError('not_found', { key: 'console.domain.error.notFound' });
      const input = { siteId: site.id, domainId: Number(id), resolver: deps.resolver, target: cnameTarget(deps.env) };
      await checkDomain({ ctx: { ...serviceCtx(c, deps), limits: deps.limits }, input });
      return back(c, site);
    } catch (err) {
      return refused(c, site, err);
    }
  });

  app.post('/:slug/console/domains/:id/remove', async (c) => {
    const site = await guard(c);
    if (site instanceof Response) return site;
    const id = c.req.param('id');
    if (ID.test(id)) await removeDomain({ ctx: serviceCtx(c, deps), input: { siteId: site.id, domainId: Number(id) } });
    return back(c, site, 'domainRemoved');
  });

  return app;
}
