import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../shared/errors.ts';
import {
  addLanguageInput,
  designSlugParams,
  draftResetInput,
  draftSaveInput,
  openVersionInput,
  publishQuery,
  rollbackInput,
  templateSwitchInput,
  templateSwitchQuery,
} from '../../shared/schemas/siteDesign.ts';
import {
  asset,
  draft,
  previewLink,
  publishAnswer,
  rollbackAnswer,
  switchPreview,
  versionList,
} from '../../shared/schemas/answers/siteDesign.ts';
import { type AppContext, type Deps, ok } from '../http/context.ts';
import { apiRoute, apiRouter, type ApiGroup } from '../http/openapi.ts';
import { postedFromThisOrigin } from '../http/origin.ts';
import { consoleSessionOf, siteOfSlug } from '../console/session.ts';
import { rejectNul } from '../http/rejectNul.ts';
import { ASSET_LIMITS, storeAsset } from '../sites/design/assets.ts';
import {
  type Draft,
  loadDraft,
  resetDraft,
  saveDraft,
  type SiteRow,
  StaleDraft,
  switchDraftTemplate,
  switchTemplatePreview,
} from '../sites/design/drafts.ts';
import { ComplianceRefused, refusalBody } from '../sites/design/compliance.ts';
import { createPreviewToken } from '../sites/design/preview.ts';
import { addDraftLanguage } from '../sites/design/languages.ts';
import { requestPublish } from '../sites/design/publish.ts';
import { previewGames } from '../sites/design/gameSections.ts';
import { sectionGamesAnswer, sectionGamesInput } from '../../shared/schemas/siteGames.ts';
import { listVersions, openVersion, summaryOf } from '../sites/design/versions.ts';

/**
 * The design API the editor calls, in a site's console: `/s/<slug>/console/api/design/…`,
 * signed in by the console's session cookie (`ops_<siteId>`, path `/s/<slug>/console`), so
 * one site's operator can reach no other site's design. Writes must come from this origin.
 */
const BASE = '/{slug}/console/api/design';
const design = { tag: 'design', params: designSlugParams } as const;
/** A document of 30 pages × 40 sections in 15 languages stays well under this. */
const DOC_BYTES = 1024 * 1024;

export const siteDesignApi = {
  base: '/s',
  routes: {
    draft: apiRoute({ ...design, method: 'get', path: `${BASE}/draft`, summary: "The site's draft", data: draft }),
    save: apiRoute({
      ...design,
      method: 'put',
      path: `${BASE}/draft`,
      summary: 'Save the draft (409 with `current` when `version` is not the draft’s)',
      body: draftSaveInput,
      data: draft,
    }),
    reset: apiRoute({
      ...design,
      method: 'post',
      path: `${BASE}/reset-to-template`,
      summary: "Reset the draft to its template's starting document",
      body: draftResetInput,
      data: draft,
    }),
    switchTemplate: apiRoute({
      ...design,
      method: 'post',
      path: `${BASE}/switch-template`,
      summary: "Another template's document, keeping texts where sections match",
      body: templateSwitchInput,
      data: draft,
    }),
    switchPreview: apiRoute({
      ...design,
      method: 'get',
      path: `${BASE}/switch-template`,
      summary: 'The sections of the draft that switching to `templateId` would drop (nothing changes)',
      query: templateSwitchQuery,
      data: switchPreview,
    }),
    publish: apiRoute({
      ...design,
      method: 'post',
      path: `${BASE}/publish`,
      summary:
        'Publish the draft (a job renders it and swaps it in); `unchanged` and no new version when the draft is the newest version; 409 with `current` when `version` is not the draft’s',
      query: publishQuery,
      data: publishAnswer,
    }),
    versions: apiRoute({
      ...design,
      method: 'get',
      path: `${BASE}/versions`,
      summary: 'Versions, newest first, the one visitors see, and publish progress',
      data: versionList,
    }),
    rollback: apiRoute({
      ...design,
      method: 'post',
      path: `${BASE}/rollback`,
      summary:
        "Publish an earlier version's document again (a new version); the draft becomes that document (409 with `current` when `version` is not the draft’s)",
      body: rollbackInput,
      data: rollbackAnswer,
    }),
    openVersion: apiRoute({
      ...design,
      method: 'post',
      path: `${BASE}/open-version`,
      summary: "Make the draft an earlier version's document (the live site does not change)",
      body: openVersionInput,
      data: draft,
    }),
    addLanguage: apiRoute({
      ...design,
      method: 'post',
      path: `${BASE}/add-language`,
      summary: "Add a language: the template's texts in it; the operator's own texts show the first language's, marked",
      body: addLanguageInput,
      data: draft,
    }),
    asset: apiRoute({
      ...design,
      method: 'post',
      path: `${BASE}/assets`,
      summary: 'Upload one image (multipart field `file`, 2 MB at most); stored as WebP',
      data: asset,
    }),
    sectionGames: apiRoute({
      ...design,
      method: 'post',
      path: `${BASE}/section-games`,
      summary:
        "The games of the page's game sections in the site's market, as publishing resolves them (the editor's preview)",
      body: sectionGamesInput,
      data: sectionGamesAnswer,
    }),
    preview: apiRoute({
      ...design,
      method: 'post',
      path: `${BASE}/preview-link`,
      summary: 'A link that shows the draft (an hour) while visitors see the published version',
      data: previewLink,
    }),
  },
} satisfies ApiGroup;

const draftOut = (d: Draft) => ({ ...d, updatedAt: d.updatedAt.toISOString() });

export function siteDesignRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps, { site: true });
  const r = siteDesignApi.routes;
  const under = (p: string) => `/:slug/console/api/design${p}`;

  // Only the design API's paths: this router is mounted beside the sites' own pages.
  app.use(under('/*'), async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    c.header('Content-Language', c.get('locale'));
  });
  const tooLarge = (key: 'design.api.docTooLarge' | 'design.api.imageTooLarge') => () => {
    throw new AppError('payload_too_large', { key, vars: { mb: key === 'design.api.docTooLarge' ? 1 : 2 } });
  };
  const isImage = (c: AppContext) => c.req.path.endsWith('/assets');
  // An image (and its multipart envelope) may be larger than a document.
  const imageLimit = bodyLimit({
    maxSize: ASSET_LIMITS.bytes + 64 * 1024,
    onError: tooLarge('design.api.imageTooLarge'),
  });
  const docLimit = bodyLimit({ maxSize: DOC_BYTES, onError: tooLarge('design.api.docTooLarge') });
  /*
   * The checks in this order: the size first (a declared length is refused before the database
   * is asked anything; the limits are published), then who is asking, and only then what the
   * body says: a caller without this site's session learns nothing of the body's rules.
   */
  app.use(under('/*'), (c, next) => {
    if (c.req.method === 'GET') return next();
    return (isImage(c) ? imageLimit : docLimit)(c, next);
  });
  app.use(under('/*'), async (c, next) => {
    c.set('operatorSite', await signedIn(c));
    return next();
  });
  // As on /api: PostgreSQL text and jsonb cannot hold NUL. An image's bytes may.
  app.use(under('/*'), rejectNul({ binaryBody: isImage }));

  /** The site of the path, if this request's console session is one of its own; writes only from this origin. */
  async function signedIn(c: AppContext): Promise<SiteRow> {
    const site = await siteOfSlug(c, deps);
    if (!site) throw new AppError('not_found');
    const { session } = await consoleSessionOf(c, deps, site);
    if (!session) throw new AppError('unauthorized', { key: 'design.api.signIn' });
    if (c.req.method !== 'GET' && !postedFromThisOrigin(c, deps.env.TRUST_PROXY)) throw new AppError('forbidden');
    return site;
  }

  /** The site the operator signed in to (set above, before any route runs). */
  function operator(c: AppContext): SiteRow {
    const site = c.get('operatorSite');
    if (!site) throw new AppError('unauthorized', { key: 'design.api.signIn' });
    return site;
  }

  /** A write checked against the draft's version: its answer, or the 409 that carries the draft as it is now. */
  async function checked<T>(c: AppContext, write: () => Promise<T>) {
    try {
      return ok(c, await write());
    } catch (err) {
      if (err instanceof ComplianceRefused)
        return c.json(refusalBody(err, c.get('t'), c.get('locale'), operator(c)), 422);
      if (!(err instanceof StaleDraft)) throw err;
      const msg = c.get('t')(err.messageKey);
      return c.json({ code: 1, msg, error: 'conflict', data: null, current: draftOut(err.current) }, 409);
    }
  }
  const draftWrite = (c: AppContext, write: () => Promise<Draft>) => checked(c, async () => draftOut(await write()));

  app.openapi(w(r.draft), async (c) => ok(c, draftOut(await loadDraft(deps.db, operator(c), deps.now()))));
  app.openapi(w(r.save), async (c) => {
    const site = operator(c);
    return draftWrite(c, () => saveDraft(deps.db, site, c.req.valid('json'), deps.now()));
  });
  app.openapi(w(r.reset), async (c) => {
    const site = operator(c);
    return draftWrite(c, () => resetDraft(deps.db, site, c.req.valid('json'), deps.now()));
  });
  app.openapi(w(r.switchTemplate), async (c) => {
    const site = operator(c);
    return draftWrite(c, () => switchDraftTemplate(deps.db, site, c.req.valid('json'), deps.now()));
  });
  app.openapi(w(r.switchPreview), async (c) => {
    const site = operator(c);
    return ok(c, await switchTemplatePreview(deps.db, site, c.req.valid('query').templateId, deps.now()));
  });
  app.openapi(w(r.publish), async (c) => {
    const site = operator(c);
    const { version: draftVersion } = c.req.valid('query');
    return checked(c, async () => {
      const out = await requestPublish(deps.db, site, deps.now(), { draftVersion });
      if (!out.unchanged) deps.kick();
      return { ...summaryOf(out.version), unchanged: out.unchanged };
    });
  });
  app.openapi(w(r.rollback), async (c) => {
    const site = operator(c);
    const { versionNumber, version: draftVersion } = c.req.valid('json');
    return checked(c, async () => {
      const out = await requestPublish(deps.db, site, deps.now(), { rollbackOf: versionNumber, draftVersion });
      deps.kick();
      return { ...summaryOf(out.version), unchanged: false, draft: draftOut(out.draft!) };
    });
  });
  app.openapi(w(r.openVersion), async (c) => {
    const site = operator(c);
    return draftWrite(c, () => openVersion(deps.db, site, c.req.valid('json'), deps.now()));
  });
  app.openapi(w(r.addLanguage), async (c) => {
    const site = operator(c);
    return draftWrite(c, () => addDraftLanguage(deps.db, site, c.req.valid('json'), deps.now()));
  });
  app.openapi(w(r.versions), async (c) => ok(c, await listVersions(deps.db, operator(c))));
  app.openapi(w(r.asset), async (c) => {
    const site = operator(c);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form['file'];
    if (!(file instanceof File)) {
      throw new AppError('validation_failed', {
        key: 'design.api.imageRequired',
        issues: [{ path: 'file', key: 'design.api.imageRequired' }],
      });
    }
    const stored = await storeAsset(deps, site.id, new Uint8Array(await file.arrayBuffer()));
    const path = `assets/${stored.hash}.webp`;
    return ok(c, { ...stored, value: `asset:${stored.hash}`, path, url: `/s/${site.slug}/${path}` });
  });
  app.openapi(w(r.sectionGames), async (c) =>
    ok(c, await previewGames(deps.db, operator(c), c.req.valid('json').sections)),
  );
  app.openapi(w(r.preview), async (c) => {
    const site = operator(c);
    const { token, expiresAt } = await createPreviewToken(deps.db, site.id, deps.now());
    return ok(c, { url: `/s/${site.slug}/preview/${token}/`, expiresAt: expiresAt.toISOString() });
  });
  app.all(under('/*'), () => {
    throw new AppError('not_found');
  });
  return app;
}
