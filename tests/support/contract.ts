import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/**
 * Every answer the API suite receives, checked against the app's own /api/openapi.json:
 * the operation of its method and path, the response of its status (`200`, else `4XX`),
 * and the body's schema. An answer the document does not describe fails the test that got it.
 */
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
}

function anyErrorAnswer(doc: Doc) {
  const first = Object.values(doc.paths).flatMap((ops) => Object.values(ops))[0];
  return first?.responses['4XX'] ?? {};
}

export function contractChecker(load: () => Promise<Doc>) {
  let doc: Promise<Doc> | undefined;
  let table: Promise<{ re: RegExp; ops: Record<string, Operation> }[]> | undefined;
  const document = () => (doc ??= load());
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const compiled = new Map<object, ValidateFunction>();

  const operations = () =>
    (table ??= document().then((d) =>
      Object.entries(d.paths).map(([path, ops]) => ({
        re: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
        ops,
      })),
    ));

  /** A description of what does not match, or null. */
  return async (method: string, url: string, res: { status: number; type: string; text: string }) => {
    const path = new URL(url, 'http://x').pathname;
    if (!path.startsWith('/api/') || method === 'HEAD' || method === 'OPTIONS') return null;
    const entry = (await operations()).find((o) => o.re.test(path));
    let op = entry?.ops[method.toLowerCase()];
    // No operation (an unknown path or method): only the API-wide refusals (404, 405, 400 for a
    // NUL, 413, …) may answer, each an error envelope as any operation documents it.
    if (!op) {
      if (res.status < 400) return `${method} ${path} → ${res.status}: no operation`;
      op = { responses: { [`${String(res.status)[0]}XX`]: anyErrorAnswer(await document()) } };
    }
    const s = String(res.status);
    const answer = op.responses[s] ?? op.responses[`${s[0]}XX`] ?? op.responses['default'];
    const where = `${method} ${path} → ${s}`;
    if (!answer) return `${where}: status not documented`;
    if (!answer.content) return res.text === '' ? null : `${where}: a body where none is documented`;
    const media = res.type.split(';')[0]!.trim();
    const content = answer.content[media];
    if (!content) return `${where}: ${media} not documented (${Object.keys(answer.content).join(', ')})`;
    if (!media.endsWith('json') || !content.schema) return null;
    let body: unknown;
    try {
      body = JSON.parse(res.text);
    } catch {
      return `${where}: not JSON`;
    }
    const check = compiled.get(content.schema) ?? ajv.compile(content.schema);
    compiled.set(content.schema, check);
    if (check(body)) return null;
    return `${where}: ${ajv.errorsText(check.errors)} in ${res.text.slice(0, 300)}`;
  };
}
