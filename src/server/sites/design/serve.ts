import { and, eq, sql } from 'drizzle-orm';
import { findLocale, type LocaleCode, negotiateAmong } from '../../../../i18n/locales.ts';
import type { SiteDocument } from '../../../shared/siteDesign/document.ts';
import type { Db } from '../../db/client.ts';
import { siteFiles, sites, siteVersions } from '../../db/schema/index.ts';
import type { SiteRow } from './drafts.ts';
import { etagOf } from './publish.ts';
import { renderSiteFiles } from './render/renderSite.ts';
import { siteFactsWithGames } from './gameSections.ts';
import { loadDraft } from './drafts.ts';

/**
 * What a path of a site answers, relative to the site's root (`''`, `en/`, `es/lobby/`):
 * a page, a redirect (relative to the root too), or nothing. The platform address
 * (`/s/<slug>/…`) and a verified own domain (`/…`) both answer with it.
 */
export type SiteAnswer =
  | { kind: 'file'; body: string; etag: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'missing' }
  | { kind: 'preparing' };

/** `en/lobby/` → `en/lobby/index.html`; a page path without its slash is redirected; anything odd is nothing. */
export function fileOf(path: string): { file: string } | { slash: string } | null {
  if (path.length > 200 || !/^[a-zA-Z-]+\/([a-z0-9-]+\/)*([a-z0-9-]+)?$/.test(path)) return null;
  if (!findLocale(path.split('/')[0])) return null;
  return path.endsWith('/') ? { file: `${path}index.html` } : { slash: `${path}/` };
}

/** The languages of the version a site serves, its first the market's (its home is `<lang>/`). */
async function servedLanguages(db: Db, siteId: number): Promise<LocaleCode[] | null> {
  const [row] = await db
    .select({ langs: sql<LocaleCode[]>`${siteVersions.doc}->'languages'` })
    .from(sites)
    .innerJoin(siteVersions, eq(siteVersions.id, sites.publishedVersionId))
    .where(eq(sites.id, siteId));
  return row?.langs?.length ? row.langs : null;
}

/** The site's root leads to the visitor's language (Accept-Language) among those published, else the first. */
function rootAnswer(languages: readonly LocaleCode[], acceptLanguage: string | undefined): SiteAnswer {
  const lang = negotiateAmong(acceptLanguage, languages) ?? languages[0]!;
  return { kind: 'redirect', to: `${findLocale(lang)!.path}/` };
}

/** The document of the version a site serves (its sitemap), or null before its first version. */
export async function publishedDoc(db: Db, site: SiteRow): Promise<SiteDocument | null> {
  const [row] = await db
    .select({ doc: siteVersions.doc })
    .from(sites)
    .innerJoin(siteVersions, eq(siteVersions.id, sites.publishedVersionId))
    .where(eq(sites.id, site.id));
  return row?.doc ?? null;
}

/**
 * The published site's answer for `path`. One query reads the file of the version the site
 * serves at that moment, so a publish swapping versions meanwhile gives the old file or the
 * new one, whole. Serving only reads: a site from before the designer is given its first version
 * by a one-time job (firstVersions.ts), and until then answers that it is being prepared.
 */
export async function servePublishedFile(
  db: Db,
  site: SiteRow,
  path: string,
  acceptLanguage?: string,
): Promise<SiteAnswer> {
  if (!site.publishedVersionId) return { kind: 'preparing' };
  if (path === '') {
    const languages = await servedLanguages(db, site.id);
    return languages ? rootAnswer(languages, acceptLanguage) : { kind: 'missing' };
  }
  const wanted = fileOf(path);
  if (!wanted) return { kind: 'missing' };
  const file = 'file' in wanted ? wanted.file : `${wanted.slash}index.html`;
  const [row] = await db
    .select({ body: siteFiles.body, etag: siteFiles.etag })
    .from(sites)
    .innerJoin(siteFiles, and(eq(siteFiles.versionId, sites.publishedVersionId), eq(siteFiles.path, file)))
    .where(eq(sites.id, site.id));
  if (!row) return { kind: 'missing' };
  return 'file' in wanted ? { kind: 'file', ...row } : { kind: 'redirect', to: wanted.slash };
}

/** The draft rendered on the fly (the preview link): the same answers as the published site. */
export async function serveDraftFile(
  db: Db,
  site: SiteRow,
  path: string,
  now: Date,
  acceptLanguage?: string,
): Promise<SiteAnswer> {
  const draft = await loadDraft(db, site, now);
  if (path === '') return rootAnswer(draft.doc.languages, acceptLanguage);
  const wanted = fileOf(path);
  if (!wanted) return { kind: 'missing' };
  const file = 'file' in wanted ? wanted.file : `${wanted.slash}index.html`;
  const page = renderSiteFiles(draft.doc, await siteFactsWithGames(db, site, draft.doc)).find((f) => f.path === file);
  if (!page) return { kind: 'missing' };
  return 'file' in wanted
    ? { kind: 'file', body: page.html, etag: etagOf(page.html) }
    : { kind: 'redirect', to: wanted.slash };
}

/**
 * A page of version `number` as it was published (its stored file, byte for byte), for the
 * holder of a preview link: `v<number>/<lang>/…` under the link's root.
 */
export async function serveVersionFile(db: Db, site: SiteRow, number: number, path: string): Promise<SiteAnswer> {
  if (path === '') {
    const [row] = await db
      .select({ lang: sql<string>`${siteVersions.doc}->'languages'->>0` })
      .from(siteVersions)
      .where(and(eq(siteVersions.siteId, site.id), eq(siteVersions.number, number)));
    return row ? { kind: 'redirect', to: `v${number}/${row.lang}/` } : { kind: 'missing' };
  }
  const wanted = fileOf(path);
  if (!wanted) return { kind: 'missing' };
  const file = 'file' in wanted ? wanted.file : `${wanted.slash}index.html`;
  const [row] = await db
    .select({ body: siteFiles.body, etag: siteFiles.etag })
    .from(siteVersions)
    .innerJoin(siteFiles, and(eq(siteFiles.versionId, siteVersions.id), eq(siteFiles.path, file)))
    .where(and(eq(siteVersions.siteId, site.id), eq(siteVersions.number, number)));
  if (!row) return { kind: 'missing' };
  return 'file' in wanted ? { kind: 'file', ...row } : { kind: 'redirect', to: `v${number}/${wanted.slash}` };
}
