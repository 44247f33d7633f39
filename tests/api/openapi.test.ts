import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let doc: {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema?: object }> }> }>
  >;
};
beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.call('GET', '/api/openapi.json')).json;
});
afterAll(() => t?.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([m, op]) => ({ at: `${m} ${path}`, op })),
  );

describe('/api/openapi.json', () => {
  it('is valid OpenAPI 3.1 to a standard parser', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('describes the success answer of every operation, inside the envelope', () => {
    for (const { at, op } of operations()) {
      const content = op.responses['200']?.content;
      expect(content, at).toBeDefined();
      // JSON answers in the envelope; a few answers are documents (template images and pages).
      const media = content?.['application/json'] ? 'application/json' : Object.keys(content ?? {})[0];
      const schema = (media ? content?.[media] : undefined)?.schema as
        | { properties?: Record<string, unknown>; required?: string[]; type?: string }
        | undefined;
      expect(schema, at).toBeDefined();
      if (at === 'get /api/openapi.json' || media !== 'application/json') continue;
      expect(schema?.required, at).toEqual(['code', 'msg', 'data']);
      expect(schema?.properties?.['code'], at).toMatchObject({ enum: [0] });
    }
  });

  it('describes the error envelope of every operation', () => {
    for (const { at, op } of operations()) {
      if (at === 'get /api/openapi.json') continue;
      for (const range of ['4XX', '5XX']) {
        const schema = op.responses[range]?.content?.['application/json']?.schema as
          | { required?: string[]; properties?: Record<string, { enum?: unknown[] }> }
          | undefined;
        expect(schema?.required, `${at} ${range}`).toEqual(expect.arrayContaining(['code', 'msg', 'error', 'data']));
        expect(schema?.properties?.['error']?.enum, `${at} ${range}`).toContain('validation_failed');
      }
    }
  });

  it('names the answer of a list route item by item', () => {
    const list = doc.paths['/api/order/list']?.['get']?.responses['200']?.content?.['application/json']?.schema;
    expect(JSON.stringify(list)).toContain('"orderNo"');
    expect(JSON.stringify(list)).toContain('"slots"');
  });
});
