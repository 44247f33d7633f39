import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ZodObject, ZodType } from 'zod';
import { globalRegistry, type $ZodType, type input, type output } from 'zod/v4/core';
import { failure, success } from '../../shared/schemas/answers/envelope.ts';
import type { AppEnv, Deps } from './context.ts';
import { requireAuth } from './auth.ts';
import { jsonOnly, validationHook } from './validate.ts';
import { apiFront } from './apiFront.ts';
import { fold } from './fold.ts';

/**
 * One declaration per route: method, path, inputs, answer and summary. The router
 * validates with it and /api/openapi.json is generated from it (@hono/zod-openapi).
 */
export interface ApiRouteSpec {
  method: 'get' | 'post' | 'put';
  /** Relative to the router's base, `{name}` for a path parameter. */
  path: string;
  summary: string;
  tag: string;
  /** A Bearer session is required (requireAuth runs first); 'optional': documented, not required. */
  auth?: boolean | 'optional';
  params?: $ZodType;
  query?: $ZodType;
  body?: $ZodType;
  /** The `data` of the success envelope (null when the answer carries none). */
  data?: $ZodType;
  /** An answer that is not JSON (the template images). */
  media?: string;
  /** Answers carry an ETag and may be 304 Not Modified (catalogue and account caches). */
  conditional?: boolean;
}

/**
 * The shared schemas are built with `zod/mini` (small in the browser); the document generator
 * reads classic zod's `meta()` and `unwrap()`. Both share zod's core, so lending those two
 * methods to a mini schema (and its parts) is all it takes.
 */
export function documented<T extends $ZodType>(schema: T): ZodType<output<T>, input<T>> {
  lend(schema, new Set());
  return schema as unknown as ZodType<output<T>, input<T>>;
}

function lend(s: unknown, seen: Set<unknown>): void {
  if (!s || typeof s !== 'object' || seen.has(s) || !('_zod' in s)) return;
  seen.add(s);
  const schema = s as $ZodType & Record<string, unknown>;
  const def = schema._zod.def as unknown as Record<string, unknown>;
  if (typeof schema['meta'] !== 'function') {
    Object.defineProperty(schema, 'meta', { value: () => globalRegistry.get(schema) });
  }
  if (typeof schema['unwrap'] !== 'function' && def['innerType']) {
    Object.defineProperty(schema, 'unwrap', { value: () => def['innerType'] });
  }
  for (const k of ['innerType', 'element', 'in', 'out', 'valueType', 'keyType', 'left', 'right']) lend(def[k], seen);
  for (const k of ['options', 'items']) if (Array.isArray(def[k])) for (const o of def[k]) lend(o, seen);
  if (def['shape']) for (const v of Object.values(def['shape'] as object)) lend(v, seen);
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: documented(failure) } },
});

/** A declared schema as the router's types see it (a query or path schema must be an object). */
// biome-ignore lint/complexity/noBannedTypes: an object schema of no keys of its own, so the output is T's alone.
type Part<T extends $ZodType> = ZodObject<{}> & ZodType<output<T>, input<T>>;
type RequestOf<S extends ApiRouteSpec> = (S['params'] extends $ZodType ? { params: Part<S['params']> } : Nothing) &
  (S['query'] extends $ZodType ? { query: Part<S['query']> } : Nothing) &
  (S['body'] extends $ZodType
    ? { body: { required: true; content: { 'application/json': { schema: ZodType<output<S['body']>> } } } }
    : Nothing);
type Nothing = Record<never, never>;
/** A declared route: what @hono/zod-openapi reads, and the declaration itself (`x-spec`). */
export type ApiRoute<S extends ApiRouteSpec = ApiRouteSpec> = {
  method: S['method'];
  path: S['path'];
  request: RequestOf<S>;
  // Answers are typed by the shared schemas at the services; here any Response of the envelope goes.
  responses: Record<string, { description: string }>;
  middleware?: MiddlewareHandler<AppEnv>[];
  'x-spec': S;
};

/** A route's declaration as @hono/zod-openapi takes it: answers are the envelopes of api.md. */
export function apiRoute<const S extends ApiRouteSpec>(spec: S): ApiRoute<S> {
  const ok = spec.media
    ? { description: spec.summary, content: { [spec.media]: { schema: { type: 'string' as const } } } }
    : {
        description: 'Envelope `{code:0,msg,data}`',
        content: { 'application/json': { schema: documented(success((spec.data ?? failure.shape.data) as never)) } },
      };
  const route = createRoute({
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    tags: [spec.tag],
    ...(spec.auth ? { security: [{ bearer: [] }] } : {}),
    request: {
      ...(spec.params ? { params: documented(spec.params) as never } : {}),
      ...(spec.query ? { query: documented(spec.query) as never } : {}),
      ...(spec.body
        ? { body: { required: true, content: { 'application/json': { schema: documented(spec.body) } } } }
        : {}),
    },
    responses: {
      200: ok,
      ...(spec.media || spec.conditional ? { 304: { description: 'Not modified (If-None-Match)' } } : {}),
      '4XX': errorAnswer('Envelope `{code:1,msg,error,data:null,issues?}`'),
      '5XX': errorAnswer('Envelope `{code:1,msg,error,data:null}`: internal or unavailable'),
    },
  });
  return { ...route, 'x-spec': spec } as unknown as ApiRoute<S>;
}

/**
 * A router of declared routes, each route ONE Hono handler: the API's front (apiFront.ts), the
 * route's middleware, its validators and its handler folded together (fold.ts), so that a
 * matched request takes Hono's light path. Hono registers a route's steps through `on`, which
 * @hono/zod-openapi's `openapi()` calls with the validators it makes: folded there.
 */
export class ApiRouter extends OpenAPIHono<AppEnv> {
  /** Every route of it asks for a session; an unknown path under it too (app.ts). */
  readonly signedIn: boolean;
  /** The bases of the signed-in routers mounted here. */
  readonly signedInBases: string[] = [];
  constructor(front: MiddlewareHandler<AppEnv> | null, signedIn: boolean) {
    super({ defaultHook: validationHook });
    this.signedIn = signedIn;
    const route = this.route.bind(this);
    this.route = ((path: string, sub: OpenAPIHono<AppEnv>) => {
      route(path, sub);
      if (sub instanceof ApiRouter && sub.signedIn) this.signedInBases.push(path);
      return this;
    }) as unknown as typeof this.route;
    const on = this.on;
    this.on = ((method: string[], path: string[], ...steps: MiddlewareHandler<AppEnv>[]) =>
      on(method, path, fold(front ? [front, ...steps] : steps))) as typeof this.on;
  }
}

/**
 * A router of declared routes: `with(route, ...middleware)` adds what the declaration
 * implies (the session check of an `auth` route, JSON-only bodies) around a route's own
 * middleware, before the validators run. Invalid input is the localized validation_failed envelope.
 * `site`: the design API of a site's console, answered in the pages' context, not the API's.
 */
export function apiRouter(deps: Deps, opts: { signedIn?: boolean; site?: boolean } = {}) {
  const app = new ApiRouter(opts.site ? null : apiFront(deps).route, opts.signedIn ?? false);
  // Made once, and only for a router with signed-in routes (it starts watching sessions).
  let auth: MiddlewareHandler<AppEnv> | undefined;
  const session = () => {
    auth ??= requireAuth(deps);
    return auth;
  };
  const withMw = <R extends ApiRoute>(route: R, ...own: MiddlewareHandler<AppEnv>[]) => {
    const spec = route['x-spec'];
    const middleware: MiddlewareHandler<AppEnv>[] = [];
    if (spec.auth === true || opts.signedIn) middleware.push(session());
    middleware.push(...own);
    if (spec.body) middleware.push(jsonOnly);
    return { ...route, middleware } as R;
  };
  return { app, with: withMw };
}

/** What the hostile-input sweep needs of each route: drawn from the declarations. */
export interface RouteDoc {
  method: 'get' | 'post' | 'put';
  path: string;
  auth?: boolean;
  query?: $ZodType & { safeParse(v: unknown): { success: boolean } };
  body?: $ZodType & { safeParse(v: unknown): { success: boolean } };
}

/** A router's declarations under its base path. */
export interface ApiGroup {
  /** A template type, so each group keeps its base as a literal (the typed client's paths). */
  base: `/${string}`;
  routes: Record<string, ApiRoute>;
}

export function docsOf(groups: readonly ApiGroup[]): RouteDoc[] {
  return groups.flatMap((g) =>
    Object.values(g.routes).map(({ 'x-spec': s }) => ({
      method: s.method,
      path: (g.base + s.path).replace(/(.)\/$/, '$1'),
      auth: Boolean(s.auth),
      ...(s.query ? { query: s.query as never } : {}),
      ...(s.body ? { body: s.body as never } : {}),
    })),
  );
}

/** The published document: every declared route, the Bearer scheme, the Accept-Language header. */
export function openApiDocument(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  const doc = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'Site-building platform API', version: '1.0.0' },
    servers: [{ url: '/' }],
  });
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of [item.get, item.post, item.put]) {
      if (!op) continue;
      delete (op as Record<string, unknown>)['x-spec'];
      op.parameters = [
        ...(op.parameters ?? []),
        { name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string' } },
      ];
    }
  }
  return doc;
}
