import type { Deps } from '../http/context.ts';
import { ok } from '../http/context.ts';
import { apiRouter, type ApiGroup } from '../http/openapi.ts';
import * as a from '../../shared/schemas/answers/staff.ts';
import {
  templateAddInput,
  templateDetailQuery,
  templateEditInput,
  templateListQuery,
  templatePackInput,
} from '../../shared/schemas/staff.ts';
import { actorOf, staffDoor } from './http.ts';
import { largeBody } from '../http/requestGuards.ts';
import { staffRoute as route, type StaffRoute } from './staffRoute.ts';
import { importPack } from './templatePack.ts';
import { addTemplate, editTemplate, staffTemplates, templateDetail } from './templates.ts';

const CATALOGUE = ['catalogue'] as const;
const changes = { roles: CATALOGUE, audited: true } as const;

/**
 * The catalogue role's templates: the list, one template's fields, add, edit and a pack's
 * import. Add, edit and import carry pictures in base64, so their bodies may be larger than the
 * API's 64 KB (requestGuards.ts LARGER_BODIES names these three paths and their limits), read
 * only after the staff door (largeBody).
 */
export const staffTemplateApi = {
  base: '/api/staff',
  routes: {
    templates: route(
      {
        method: 'get',
        path: '/templates',
        summary: 'Every template, on sale or not (by market, id, key or name)',
        query: templateListQuery,
        data: a.staffTemplateList,
      },
      { roles: CATALOGUE, audited: false },
    ),
    templateDetail: route(
      {
        method: 'get',
        path: '/templates/detail',
        summary: "A template's fields, by any of its ids",
        query: templateDetailQuery,
        data: a.staffTemplateDetail,
      },
      { roles: CATALOGUE, audited: false },
    ),
    templateAdd: route(
      {
        method: 'post',
        path: '/templates/add',
        summary: 'Adds a template in the markets chosen (pictures in base64, 2 MB each)',
        body: templateAddInput,
        data: a.templateSaved,
      },
      changes,
    ),
    templateEdit: route(
      {
        method: 'post',
        path: '/templates/edit',
        summary: 'Edits a template as read at its version (pictures not sent stay)',
        body: templateEditInput,
        data: a.templateSaved,
      },
      changes,
    ),
    templateImport: route(
      {
        method: 'post',
        path: '/templates/import',
        summary: "Imports a template pack's files (docs/template-packs.md): all of it or nothing",
        body: templatePackInput,
        data: a.templatePackResult,
      },
      changes,
    ),
  },
} satisfies ApiGroup;

export function staffTemplateRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  const r = <R extends StaffRoute>(rt: R) => w(rt, staffDoor(deps, rt['x-access']));
  // Pictures and packs: their bodies read only once the door has let the caller in.
  const large = <R extends StaffRoute>(rt: R) =>
    w(rt, staffDoor(deps, rt['x-access']), largeBody('POST', `${staffTemplateApi.base}${rt.path}`));
  const rs = staffTemplateApi.routes;
  return app
    .openapi(r(rs.templates), async (c) => ok(c, await staffTemplates(deps.db, c.req.valid('query'))))
    .openapi(r(rs.templateDetail), async (c) => ok(c, await templateDetail(deps.db, c.req.valid('query').id)))
    .openapi(large(rs.templateAdd), async (c) =>
      ok(c, await addTemplate(deps.db, actorOf(c), c.req.valid('json'), deps.now()), 'staff.templates.added'),
    )
    .openapi(large(rs.templateEdit), async (c) =>
      ok(c, await editTemplate(deps.db, actorOf(c), c.req.valid('json'), deps.now()), 'staff.saved'),
    )
    .openapi(large(rs.templateImport), async (c) => {
      const { files, reason } = c.req.valid('json');
      const map = new Map(files.map((f) => [f.name, new Uint8Array(Buffer.from(f.data, 'base64'))]));
      const result = await importPack(deps.db, actorOf(c), { files: map, reason }, deps.now());
      return ok(c, result, 'staff.packs.imported');
    });
}
