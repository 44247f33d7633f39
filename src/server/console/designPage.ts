import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { getLocale, localeCodes } from '../../../i18n/locales.ts';
import type { AppContext, AppEnv, Deps } from '../http/context.ts';
import { consoleLanguage, consoleZone } from './prefs.ts';
import { UTC } from '../data/timeZones.ts';
import { serverStrings } from '../platform/i18n.ts';
import { consoleSessionOf, siteOfSlug } from './session.ts';
import type { SiteRow } from '../sites/opsSessions.ts';
import { siteTemplateNames } from '../sites/design/templateNames.ts';
import { siteFactsOf } from '../sites/design/facts.ts';
import type { SiteFacts } from '../../shared/siteDesign/document.ts';
import { escapeHtml } from '../platform/html.ts';
import { messagePage } from './views/console.ts';
import { zoneLabelOf } from './views/consoleTime.ts';

/** The built editor shell (src/pages/console-design.astro): never served by the static handler. */
export const EDITOR_HTML = 'console-design/index.html';

/** The catalog prefixes the editor reads (its chrome, and the sections' fields in Puck's panels). */
const EDITOR_PREFIXES = [
  'design.',
  'common.',
  'errors.',
  'pager.',
  // The template picker searches the wizard's catalogue with the wizard's words.
  'wizard.search',
  'wizard.categories',
  'wizard.allCategories',
  'wizard.noTemplates',
  'wizard.templateCount',
  'wizard.pagination',
  // The game sections' views in the preview (published pages say the same).
  'games.section.',
  'games.lobby.',
  'games.player.',
];

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The one console page that runs script: the site designer. Scripts and styles only from this
 * origin (the editor's own bundle under /_astro/) plus the shell's hashed inline bootstrap;
 * Puck's preview is a same-origin srcdoc frame. Visitors and storefront pages never load it.
 */
function editorCsp(scriptHashes: string[]): string {
  const scripts = ["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

interface Shell {
  html: string;
  csp: string;
}

/** Reads the built shell once; hashes its inline scripts for the CSP. */
function loadShell(distDir: string): Shell | null {
  let html: string;
  try {
    html = readFileSync(join(resolve(distDir), EDITOR_HTML), 'utf8');
  } catch {
    return null;
  }
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter((m) => !/type=["']?application\/(ld\+)?json/.test(m[1] ?? ''))
    .map(
      (m) =>
        `sha256-${createHash('sha256')
          .update(m[2] ?? '')
          .digest('base64')}`,
    );
  return { html, csp: editorCsp(hashes) };
}

/** What the island needs before its first request: where it is, and its words. */
function boot(c: AppContext, site: SiteRow, facts: SiteFacts, templateNames: Record<number, string>, now: Date) {
  const locale = c.get('locale');
  const timeZone = consoleZone(c, site.countriesId);
  const data = {
    slug: site.slug,
    siteName: site.siteName,
    base: `/s/${site.slug}/console`,
    locale,
    strings: serverStrings(locale, ...EDITOR_PREFIXES),
    facts,
    /** The site's market: the template picker lists its templates. */
    countriesId: site.countriesId,
    /** The console's zone for times (the operator's choice, else the market's). */
    timeZone,
    /** The zone as the versions dialog names it: its region and offset in the console's language. */
    timeZoneLabel: zoneLabelOf(locale, timeZone, now),
    /** Templates of the draft and the versions, by id: the template dialog names them. */
    templateNames,
    /** The default search description's wording in every language (the search fields' placeholder). */
    descriptions: Object.fromEntries(
      localeCodes.map((l) => [l, serverStrings(l, 'design.render.description')['design.render.description'] ?? '']),
    ),
  };
  // A data block is not run (CSP does not apply); `<` escaped so no text can close it.
  return `<script type="application/json" id="design-boot">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** `GET /s/:slug/console/design`: the editor shell for a signed-in operator; else the console's login. */
export function designPageRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  let shell: Shell | null | undefined;
  // The operator's language choice in the console (its switcher's cookie) wins here too.
  app.use('/:slug/console/design', consoleLanguage(deps.env.TRUST_PROXY));

  app.get('/:slug/console/design', async (c) => {
    const slug = c.req.param('slug');
    const t = c.get('t');
    const view = { locale: c.get('locale'), t, now: deps.now(), timeZone: UTC };
    const site = await siteOfSlug(c, deps);
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    if (!site) return c.html(messagePage(view, t('site.notFound.title'), t('site.notFound.text')), 404);
    const { session } = await consoleSessionOf(c, deps, site);
    if (!session) return c.redirect(`/s/${slug}/console`, 303);
    shell ??= loadShell(deps.env.DIST_DIR);
    if (!shell) return c.html(messagePage(view, t('design.editor.unavailable')), 503);
    const { lang, dir } = getLocale(c.get('locale'));
    const facts = await siteFactsOf(deps.db, site);
    const names = await siteTemplateNames(deps.db, site, c.get('locale'));
    const title = escapeHtml(t('design.editor.docTitle', { name: site.siteName }));
    // Replacer functions: a `$&` in a stored name must stay text, not a replacement pattern.
    const html = shell.html
      .replace(/<html[^>]*>/, () => `<html lang="${lang}" dir="${dir}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace('</head>', () => `${boot(c, site, facts, names, deps.now())}</head>`);
    c.header('Content-Security-Policy', shell.csp);
    c.header('X-Frame-Options', 'DENY');
    c.header('Vary', 'Accept-Language, Cookie');
    return c.html(html);
  });

  return app;
}
