import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { docsOf } from '../../src/server/http/openapi.ts';
import { siteDesignApi } from '../../src/server/routes/siteDesignApi.ts';
import { startConsoleApp, t } from '../support/consoleApp.ts';
import { type Designer, draftOf, newDesigner, publishNow } from '../support/designApi.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import type { MessageKey } from '../../src/shared/messageKey.ts';
import { contentType, deepJson, hostileBody, hostileQuery, keysOf, snapshot } from '../support/hostile.ts';
import {
  type Current,
  type DesignRequest,
  describeReq,
  expectRefused,
  expectSound,
  type RouteName,
  send,
  tinyImage,
  VALID,
  verdict,
} from '../support/hostileDesign.ts';
import { apiRoutes } from '../support/routes.ts';

/**
 * Hostile input on the design API (issue 17), which signs in with a site console's cookie, not
 * a Bearer session, and so is not in hostile-routes.test.ts's sweep. Every route declared in
 * siteDesignApi gets: no cookie, a junk or another site's cookie, this cookie on another
 * site's slug, unknown and hostile slugs, another origin, every other method, an oversized
 * body, a NUL, and generated bodies (wrong types, missing and extra fields, broken JSON, huge
 * strings). Each is refused cleanly — 4xx, the failure envelope, a Spanish message for a
 * Spanish reader — and leaves the draft, the versions and every table as they were.
 */

startConsoleApp();

const SEED = 20261126;
const RUNS = 40;
const DOC_BYTES = 1024 * 1024;
const IMAGE_BYTES = 2 * 1024 * 1024 + 64 * 1024;

const es = serverT('es');
const docs = Object.entries(siteDesignApi.routes).map(([name, route]) => ({
  name: name as RouteName,
  doc: docsOf([{ base: siteDesignApi.base, routes: { [name]: route } }])[0]!,
}));
const label = (d: { method: string; path: string }) => `${d.method.toUpperCase()} ${d.path}`;

let mine: Designer;
let theirs: Designer;
let current: Current;

const at = (d: Designer, path: string) => path.replace('{slug}', d.site.slug);

/** What a hostile request must not change: the draft, the versions, and the row count of every table. */
async function state() {
  return {
    draft: await draftOf(mine),
    versions: (await mine.get('/versions')).json.data,
    db: await snapshot(t.db),
  };
}

beforeAll(async () => {
  mine = await newDesigner();
  theirs = await newDesigner();
  await publishNow(mine);
  const draft = await draftOf(mine);
  const versions = (await mine.get('/versions')).json.data.versions.map((v: { number: number }) => v.number);
  current = { ...draft, versions, image: await tinyImage() };
});

describe('hostile input on every design API route', () => {
  it('sweeps every route the app answers under a console', () => {
    const answered = apiRoutes(t.app).filter((r) => r.includes('/console/api/'));
    expect(answered.length).toBeGreaterThan(5);
    expect(docs.map((d) => label(d.doc)).sort()).toEqual(answered);
    // Each route has the valid request the sweep spoils (a route without one is not swept).
    expect(Object.keys(VALID).sort()).toEqual(docs.map((d) => d.name).sort());
  });

  for (const { name, doc } of docs) {
    const method = doc.method.toUpperCase();
    const write = method !== 'GET';

    it(`${label(doc)}: who and where — refused, nothing changed`, async () => {
      const before = await state();
      const valid = () => VALID[name](current);
      const req = (over: Partial<DesignRequest>): DesignRequest => ({
        method,
        path: at(mine, doc.path),
        ...valid(),
        cookie: mine.cookie,
        origin: 'same',
        ...over,
      });
      const forged = theirs.cookie.replace(`ops_${theirs.site.site.id}=`, `ops_${mine.site.site.id}=`);
      const cases: [DesignRequest, number][] = [
        [req({ cookie: null }), 401],
        [req({ cookie: `ops_${mine.site.site.id}=' OR 1=1 --` }), 401],
        [req({ cookie: `ops_${mine.site.site.id}=${'A'.repeat(5000)}` }), 401],
        [req({ cookie: theirs.cookie }), 401],
        [req({ cookie: forged }), 401],
        // This site's cookie on another site's design: its session is not that site's.
        [req({ path: at(theirs, doc.path) }), 401],
        [req({ path: doc.path.replace('{slug}', 'no-such-site') }), 404],
        ...['%3Csvg%3E', '%00', '__proto__', 'A'.repeat(300), '%ED%A0%80'].map((slug): [DesignRequest, number] => [
          req({ path: `/s/${slug}${doc.path.slice('/s/{slug}'.length)}` }),
          404,
        ]),
        ...(write ? [[req({ origin: 'cross' }), 403] as [DesignRequest, number]] : []),
      ];
      for (const [r, status] of cases) expectRefused(await send(r), describeReq(r), status);
      // Every method the path does not declare.
      const declared = docs.filter((d) => d.doc.path === doc.path).map((d) => d.doc.method.toUpperCase());
      for (const other of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => !declared.includes(m))) {
        const r = req({ method: other });
        expectRefused(await send(r), describeReq(r));
      }
      expect(await state()).toEqual(before);
      // The other site's draft is untouched too.
      expect((await draftOf(theirs)).version).toBe(1);
    });

    it(`${label(doc)}: without this site's session, 401 whatever the body or query says`, async () => {
      // The session is checked before the input: a caller who may not write learns nothing of its rules.
      const inputs: Pick<DesignRequest, 'body' | 'contentType' | 'query'>[] = write
        ? [
            { body: '{"version":', contentType: 'application/json' },
            { body: '{"version":"x","doc":[]}', contentType: 'application/json' },
            { body: 'version=1', contentType: 'text/plain' },
            { body: '{"version":1,"x":"a\\u0000b"}', contentType: 'application/json' },
            { body: '{"version":1,"x":"a\0b"}', contentType: 'application/json' },
          ]
        : ['q=%00', 'q=%E0%A4%A'].map((query) => ({ query, body: null, contentType: null }));
      for (const cookie of [null, theirs.cookie]) {
        for (const input of inputs) {
          const r: DesignRequest = { method, path: at(mine, doc.path), cookie, origin: 'same', ...input };
          expectRefused(await send(r), describeReq(r), 401);
        }
      }
    });

    it(`${label(doc)}: malformed, oversized and NUL input — refused cleanly, nothing changed`, async () => {
      const before = await state();
      const limit = name === 'asset' ? IMAGE_BYTES : DOC_BYTES;
      const base = { method, path: at(mine, doc.path), cookie: mine.cookie, origin: 'same' as const };
      if (write) {
        // Over the limit: 413 before anything is read, with or without a cookie.
        for (const cookie of [mine.cookie, null]) {
          const r = {
            ...base,
            cookie,
            body: JSON.stringify({ pad: 'A'.repeat(limit) }),
            contentType: 'application/json',
          };
          const res = await send(r);
          expectRefused(res, describeReq(r), 413);
          expect(res.json?.['error']).toBe('payload_too_large');
        }
        // A NUL, raw or escaped, anywhere in an otherwise valid body (PostgreSQL text cannot hold one).
        if (name !== 'asset') {
          const valid = VALID[name](current);
          const text = typeof valid.body === 'string' ? valid.body : '{}';
          const bodies = ['\\u0000', '\0'].map((nul) =>
            text.replace(/}$/, `${text === '{}' ? '' : ','}"x":"a${nul}b"}`),
          );
          // Inside the document itself: a title the editor would send as typed.
          if (name === 'save') {
            const title = { ...current.doc.pages[0]!.title, en: 'Lucky\u0000Star' };
            const pages = current.doc.pages.map((p, i) => (i === 0 ? { ...p, title } : p));
            bodies.push(JSON.stringify({ version: current.version, doc: { ...current.doc, pages } }));
          }
          for (const body of bodies) {
            const r = { ...base, body, contentType: 'application/json' };
            expectRefused(await send(r), describeReq(r), 400);
          }
          // Nested 10,000 levels, or a lone surrogate: JSON that parses but jsonb could not store (500s
          // before). Refused with 400 naming the field, in the reader's language.
          const fields: [string, string, MessageKey][] = [
            [`"x":${deepJson(10_000)}`, ['x', ...Array(31).fill('a')].join('.'), 'validation.tooDeep'],
            ['"x":"Lucky \\ud83d"', 'x', 'validation.malformedText'],
          ];
          if (name === 'save') {
            // Inside the document: a section's props, and a FAQ answer as the editor would send them.
            const page = current.doc.pages[0]!;
            const section = page.sections[0]!;
            const faq = {
              id: 'faq-x',
              type: 'faq',
              props: {
                title: {},
                items: [{ key: 'q1', question: { en: 'Q' }, answer: { en: 'A \uD800' }, placeholder: false }],
              },
            };
            const doc = (sections: unknown[]) =>
              JSON.stringify({ ...current.doc, pages: [{ ...page, sections }, ...current.doc.pages.slice(1)] });
            const deepProps = doc([{ ...section, props: { ...section.props, extra: 'DEEP' } }]).replace(
              '"DEEP"',
              deepJson(10_000),
            );
            fields.push(
              [
                `"doc":${deepProps}`,
                ['doc', 'pages', '0', 'sections', '0', 'props', 'extra', ...Array(25).fill('a')].join('.'),
                'validation.tooDeep',
              ],
              [`"doc":${doc([faq])}`, 'doc.pages.0.sections.0.props.items.0.answer.en', 'validation.malformedText'],
            );
          }
          for (const [field, path, key] of fields) {
            const text = typeof valid.body === 'string' ? valid.body : '{}';
            const body =
              name === 'save' && field.startsWith('"doc"')
                ? `{"version":${current.version},${field}}`
                : text.replace(/}$/, `${text === '{}' ? '' : ','}${field}}`);
            const r = { ...base, body, contentType: 'application/json' };
            const res = await send(r);
            expectRefused(res, describeReq(r), 400);
            expect(res.json?.['issues'], describeReq(r)).toEqual([{ path, message: es(key) }]);
          }
        }
      } else {
        for (const query of ['q=%00', 'q=%E0%A4%A', `q=${'%3Cscript%3E'.repeat(500)}`]) {
          const r = { ...base, query, body: null, contentType: null };
          const res = await send(r);
          if (query.includes('%00') || query.includes('%A4%A')) expectRefused(res, describeReq(r), 400);
          else expectSound(res, describeReq(r));
        }
      }

      // Generated: hostile bodies (or queries) on the right cookie, site and origin.
      const keys = keysOf(doc.body);
      const arb = fc.record({
        body: write ? hostileBody(keys.length ? keys : ['version']) : fc.constant(null),
        query: write ? fc.constant('') : hostileQuery(['version', 'slug']),
        contentType: write ? contentType : fc.constant(null),
      });
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(arb, async (g) => {
          const r: DesignRequest = { ...base, ...g };
          const v = verdict(doc, name, r, current, limit);
          if (v === 'maybe' && write) return; // might succeed: not sent
          const res = await send(r);
          if (v === 'refused') {
            refused++;
            expectRefused(res, describeReq(r));
          } else expectSound(res, describeReq(r));
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      if (write && doc.body) expect(refused).toBeGreaterThan(RUNS / 2);
      expect(await state()).toEqual(before);
    });
  }
});
