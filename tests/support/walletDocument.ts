import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import type { Exchange } from '../../src/server/games/wallet/fakeRounds.ts';

// The committed OpenAPI document of the seamless wallet, read as an operator's developer would,
// and a validator of exchanges (request, status, answer) against it.

export const DOCUMENT_TEXT = readFileSync(new URL('../../docs/seamless-wallet.openapi.yaml', import.meta.url), 'utf8');

export const DOC = parse(DOCUMENT_TEXT) as {
  paths: Record<string, { post: Operation }>;
  components: { schemas: Record<string, object> };
};
interface Operation {
  requestBody: { content: { 'application/json': { schema: object } } };
  responses: Record<string, { content: { 'application/json': { schema: object } } }>;
}

/** The OpenAPI document's schemas as JSON Schema 2020-12 validators (OpenAPI 3.1 uses that dialect). */
export function documentValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator']);
  // The document's named schemas as one JSON Schema, its `#/components/schemas/X` refs as `#/$defs/X`.
  const toDefs = (o: object) => JSON.parse(JSON.stringify(o).replaceAll('#/components/schemas/', '#/$defs/'));
  ajv.addSchema({ $id: 'wallet.yaml', $defs: toDefs(DOC.components.schemas) });
  const refTo = (schema: object) => ({ $ref: `wallet.yaml${toDefs(schema).$ref}` });
  /** Problems of one exchange against the document, or [] when it matches. */
  return (e: Pick<Exchange, 'op' | 'request' | 'answer'>): string[] => {
    const op = DOC.paths[`/${e.op}`]?.post;
    if (!op) return [`/${e.op} is not in the document`];
    const problems: string[] = [];
    const checkBody = (what: string, schema: object, value: unknown) => {
      const validate = ajv.compile(refTo(schema));
      if (!validate(value)) problems.push(`${what}: ${ajv.errorsText(validate.errors)}`);
    };
    checkBody(`${e.op} request`, op.requestBody.content['application/json'].schema, e.request);
    if (e.answer) {
      const documented = op.responses[String(e.answer.status)];
      if (!documented) problems.push(`${e.op} answered ${e.answer.status}, which the document does not list`);
      else checkBody(`${e.op} ${e.answer.status}`, documented.content['application/json'].schema, e.answer.body);
      const code = e.answer.body.error?.code;
      if (documented && code && !String((documented as { description?: string }).description).includes(code)) {
        problems.push(`${e.op} ${e.answer.status} carried ${code}, not among the codes the document lists there`);
      }
    }
    return problems;
  };
}
