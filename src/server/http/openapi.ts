import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/** Any zod schema: the shared ones are built with `zod/mini`, the server's own with `zod`; both parse. */
type ZodType = $ZodType & { safeParse(data: unknown): { success: boolean } };

/** What a router says about each of its routes; openapi.json is built from these. */
export interface RouteDoc {
  method: 'get' | 'post';
  path: string;
  summary: string;
  tag: string;
  auth?: boolean;
  query?: ZodType;
  body?: ZodType;
}

function schemaOf(type: ZodType) {
  try {
    return z.toJSONSchema(type, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
}

export function buildOpenApi(docs: RouteDoc[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const d of docs) {
    const op: Record<string, unknown> = {
      summary: d.summary,
      tags: [d.tag],
      responses: {
        '200': { description: 'Envelope `{code:0,msg,data}`' },
        '4XX': { description: 'Envelope `{code:1,msg,error,data:null,issues?}`' },
      },
    };
    if (d.auth) op['security'] = [{ bearer: [] }];
    if (d.query) {
      const s = schemaOf(d.query) as { properties?: Record<string, unknown>; required?: string[] };
      op['parameters'] = Object.entries(s.properties ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: s.required?.includes(name) ?? false,
        schema,
      }));
    }
    if (d.body) op['requestBody'] = { required: true, content: { 'application/json': { schema: schemaOf(d.body) } } };
    op['parameters'] = [
      ...((op['parameters'] as unknown[]) ?? []),
      { name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string' } },
    ];
    paths[d.path] ??= {};
    paths[d.path]![d.method] = op;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Site-building platform API', version: '1.0.0' },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
