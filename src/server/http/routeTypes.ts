import type { $ZodType, input, output } from 'zod/v4/core';
import type { ApiGroup, ApiRouteSpec } from './openapi.ts';

/**
 * The declared routes as types only, for the typed client (src/shared/api): full path →
 * method → what a caller sends and what `data` answers. Computed from the declarations
 * (`apiRoute`), so a client call cannot drift from a route; nothing here exists at run time.
 */
export type RoutesOf<G extends ApiGroup> = {
  [P in Entry<G>['path']]: { [E in Extract<Entry<G>, { path: P }> as E['method']]: E['types'] };
};

/** What one route takes and gives, from the client's side. */
export interface RouteTypes<S extends ApiRouteSpec> {
  params: Sent<S['params']>;
  query: Sent<S['query']>;
  body: Sent<S['body']>;
  /** The success envelope's `data` (null for a route that declares none). */
  answer: S['data'] extends $ZodType ? output<S['data']> : null;
}

type Entry<G> = G extends ApiGroup
  ? {
      [K in keyof G['routes']]: G['routes'][K] extends { 'x-spec': infer S extends ApiRouteSpec }
        ? { path: Join<G['base'], S['path']>; method: S['method']; types: RouteTypes<S> }
        : never;
    }[keyof G['routes']]
  : never;

/** Where the router mounts a route: its base and its path ('/api/site' and '/' are '/api/site'). */
type Join<B extends string, P extends string> = P extends '/' ? B : `${B}${P}`;

/**
 * What a caller sends: the schema's input, except that a coerced field (`z.coerce.number()`,
 * input `unknown`, as query strings need) is asked for as its parsed type.
 */
type Sent<S> = S extends $ZodType ? Coerced<input<S>, output<S>> : never;
type Coerced<I, O> =
  I extends Record<string, unknown>
    ? { [K in keyof I]: unknown extends I[K] ? (K extends keyof O ? O[K] : unknown) : I[K] }
    : I;
