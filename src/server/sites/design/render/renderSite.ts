import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getLocale, type LocaleCode } from '../../../../../i18n/locales.ts';
import type { Page, SiteDocument, SiteFacts } from '../../../../shared/siteDesign/document.ts';
import { toPuckData } from '../../../../shared/siteDesign/projection.ts';
import { siteCss } from '../../../../shared/siteDesign/siteCss.ts';
import { isEmptyPage } from '../../../../shared/siteDesign/pageContent.ts';
import { seoOf } from '../../../../shared/siteDesign/seo.ts';
import type { RenderContext } from '../../../../shared/siteDesign/renderContext.ts';
import { pageContext, pageDir, pageTitle } from '../../../../shared/siteDesign/siteLinks.ts';
import { Shell } from '../../../../shared/siteDesign/views/shell.ts';
import { serverT } from '../../../platform/i18n.ts';
import { MENU_SCRIPT } from './menuScript.ts';
import { pageTree } from './pageTree.ts';
import { pageUrl, ROOT_MARK } from './siteUrls.ts';

/**
 * Publishing's renderer: a document → one static HTML file per page × language (plus the
 * site's root `index.html`, the first language's home), with the same Puck views the editor
 * previews. Self-contained pages: inline CSS, one small inline script (the phone menu,
 * menuScript.ts), relative links between pages; the canonical and hreflang addresses are
 * absolute, under ROOT_MARK, which the server replaces with the asking host's root
 * (siteUrls.ts). Deterministic: the same document and facts give the same bytes.
 */
export interface SiteFile {
  /** Relative to the site's root: `en/index.html`, `es/lobby/index.html`. */
  path: string;
  html: string;
}

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface PageOptions {
  /** Where the file is served from, relative to the site's root (default: the page's own folder). */
  fromDir?: string;
  /** Shown inside a sandboxed frame (the wizard): links open nowhere instead of inside the frame. */
  framed?: boolean;
  /**
   * The site's absolute root for canonical and hreflang links (ROOT_MARK in published files);
   * absent for a page shown only as a preview (the wizard's template preview), which has none.
   */
  root?: string;
  /**
   * A page made on request rather than from the document's sections (a game's page, the game
   * search's results: sites/games/): its content inside the site's shell, and what its head adds.
   */
  main?: (ctx: RenderContext) => ReactNode;
  head?: readonly string[];
}

/** One page in one language as a whole HTML document. */
export function renderPage(
  doc: SiteDocument,
  facts: SiteFacts,
  page: Page,
  lang: LocaleCode,
  options: PageOptions = {},
): string {
  const fromDir = options.fromDir ?? pageDir(page, lang);
  const t = serverT(lang);
  const loc = getLocale(lang);
  const ctx = pageContext(doc, facts, page, lang, t, { fromDir });
  const body = renderToStaticMarkup(
    options.main
      ? h(Shell, { puck: { metadata: ctx }, title: pageTitle(doc, page, lang, facts) }, options.main(ctx))
      : pageTree(toPuckData(doc, page.id, lang).data, ctx),
  );
  const seo = seoOf(doc, page, lang, facts, t);
  const root = options.root;
  // Not escaped here: the root is ROOT_MARK (withRoot escapes the host's root when it replaces
  // it) and a page's folder is a locale segment and a checked slug ([a-z0-9-]).
  const links = root
    ? [
        `<link rel="canonical" href="${pageUrl(root, page, lang)}">`,
        ...doc.languages.map(
          (l) => `<link rel="alternate" hreflang="${getLocale(l).lang}" href="${pageUrl(root, page, l)}">`,
        ),
        `<link rel="alternate" hreflang="x-default" href="${pageUrl(root, page, doc.languages[0]!)}">`,
      ]
    : [];
  return [
    '<!doctype html>',
    `<html lang="${loc.lang}" dir="${loc.dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeAttr(seo.title)}</title>`,
    `<meta name="description" content="${escapeAttr(seo.description)}">`,
    // Not in the menu nor the sitemap until it has something to show (pageContent.ts).
    ...(isEmptyPage(page) && !options.main ? ['<meta name="robots" content="noindex">'] : []),
    `<meta name="theme-color" content="${escapeAttr(doc.theme.color1)}">`,
    ...links,
    ...(options.head ?? []),
    // No favicon request on a published page. A framed page shows no icon, and the wizard's
    // frame allows images from 'self' only: `data:,` there is a CSP error in the console.
    // A sandbox without popups drops a link that targets a new window.
    ...(options.framed ? ['<base target="_blank">'] : ['<link rel="icon" href="data:,">']),
    `<style>${siteCss(doc)}</style>`,
    // Framed (the wizard's preview, allowed no script): the menu shows unfolded, as without script.
    ...(options.framed ? [] : [`<script>${MENU_SCRIPT}</script>`]),
    '</head>',
    `<body class="l-${doc.look?.layout ?? 'classic'}">`,
    body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Every page in every language of the document, and the root `index.html`. */
export function renderSiteFiles(doc: SiteDocument, facts: SiteFacts): SiteFile[] {
  const files: SiteFile[] = [];
  for (const lang of doc.languages) {
    for (const page of doc.pages)
      files.push({
        path: `${pageDir(page, lang)}index.html`,
        html: renderPage(doc, facts, page, lang, { root: ROOT_MARK }),
      });
  }
  const home = doc.pages.find((p) => p.kind === 'home') ?? doc.pages[0]!;
  files.push({
    path: 'index.html',
    html: renderPage(doc, facts, home, doc.languages[0]!, { fromDir: '', root: ROOT_MARK }),
  });
  return files;
}
