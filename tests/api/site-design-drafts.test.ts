import { describe, expect, it } from 'vitest';
import { startConsoleApp, t } from '../support/consoleApp.ts';
import { designerOf, draftOf, marked, newDesigner } from '../support/designApi.ts';

// Drafts of the site designer (issue 17): the editor's saves, two tabs, bad documents, other sites.

startConsoleApp();

describe('the draft', () => {
  it("starts as the template's document in the market's language, and a save moves its version on", async () => {
    const d = await newDesigner();
    const first = await draftOf(d);
    expect(first.version).toBe(1);
    expect(first.doc.templateId).toBe(1);
    expect(first.doc.languages[0]).toBe('vi');
    expect((await draftOf(d)).version).toBe(1);
    const saved = await d.send('PUT', '/draft', { version: 1, doc: marked(first.doc, 'Saved') });
    expect(saved.status).toBe(200);
    expect(saved.json.data.version).toBe(2);
    expect(saved.json.data.updatedBy).toBe(d.site.account);
    const again = await draftOf(d);
    expect(again.version).toBe(2);
    expect(again.doc.languages).toEqual(['vi', 'en']);
    expect(again.doc.pages[0]!.title).toEqual({ vi: 'Saved vi', en: 'Saved en' });
  });

  it('of two tabs saving the same version, exactly one wins; the other gets 409 with the winner’s draft', async () => {
    const d = await newDesigner();
    const { version, doc } = await draftOf(d);
    const [a, b] = await Promise.all([
      d.send('PUT', '/draft', { version, doc: marked(doc, 'Tab A') }),
      d.send('PUT', '/draft', { version, doc: marked(doc, 'Tab B') }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect(lost.json.error).toBe('conflict');
    expect(lost.json.msg).toMatch(/saved this draft meanwhile/);
    expect(lost.json.current.version).toBe(won.json.data.version);
    expect(lost.json.current.doc).toEqual(won.json.data.doc);
    expect((await draftOf(d)).doc).toEqual(won.json.data.doc);
    // A save from a version long gone is stale too.
    expect((await d.send('PUT', '/draft', { version: 1, doc })).status).toBe(409);
  });

  it('refuses an invalid document with localized issues and changes nothing', async () => {
    const d = await newDesigner();
    const before = await draftOf(d);
    const bad = [
      { ...before.doc, languages: [] },
      { ...before.doc, theme: { color1: 'red', color2: '#000000', color3: '#000000' } },
      { ...before.doc, pages: [{ ...before.doc.pages[0], slug: '../etc' }] },
      'not a document',
    ];
    for (const doc of bad) {
      const res = await d.send('PUT', '/draft', { version: before.version, doc });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('validation_failed');
      expect(res.json.msg).toBe('The design was not saved: some fields are not valid.');
    }
    const vi = await t.call('PUT', `${d.site.console}/api/design/draft`, {
      lang: 'vi',
      body: { version: before.version, doc: bad[0] },
      headers: { cookie: d.cookie, origin: 'http://localhost' },
    });
    expect(vi.json.msg).toBe('Chưa lưu thiết kế: một số trường không hợp lệ.');
    expect((await d.send('PUT', '/draft', { doc: before.doc })).status).toBe(400);
    expect(await draftOf(d)).toEqual(before);
  });

  it('keeps only the props each section type has, and texts without control characters or bidi overrides', async () => {
    const d = await newDesigner();
    const { version, doc } = await draftOf(d);
    const page = doc.pages[0]!;
    const hero = page.sections.find((s) => s.type === 'hero')!;
    const faq = {
      id: 'faq-extra',
      type: 'faq' as const,
      props: {
        title: { vi: 'Hỏi\u0007 đáp\u202E' },
        items: [
          {
            key: 'q1',
            question: { vi: 'a\u202Egnp.exe\u202C', en: '\u2066isolated\u2069 \u202Aembedded\u202C' },
            answer: { vi: 'Dòng một\nDòng hai\tthẻ\u0000'.replace('\u0000', '\u001b'), ar: '\u200Fمرحبا\u200E Visa' },
            placeholder: false,
            isAdmin: true,
          },
        ],
        onload: 'alert(1)',
      },
    };
    const sections = [{ ...hero, props: { ...hero.props, script: '<script>', nested: { a: 1 } } }, faq];
    const res = await d.send('PUT', '/draft', {
      version,
      doc: { ...doc, pages: [{ ...page, sections }, ...doc.pages.slice(1)] },
    });
    expect(res.status).toBe(200);
    const stored = (await draftOf(d)).doc.pages[0]!.sections;
    expect(Object.keys(stored[0]!.props).sort()).toEqual(Object.keys(hero.props).sort());
    expect(stored[1]!.props).toEqual({
      title: { vi: 'Hỏi đáp' },
      items: [
        {
          key: 'q1',
          question: { vi: 'agnp.exe', en: 'isolated embedded' },
          // Line breaks and tabs stay, and the right-to-left marks an Arabic text needs.
          answer: { vi: 'Dòng một\nDòng hai\tthẻ', ar: '\u200Fمرحبا\u200E Visa' },
          placeholder: false,
        },
      ],
    });
    expect(res.json.data.doc.pages[0].sections).toEqual(stored);
  });

  it('resets to the template, and switching to an unknown template is refused', async () => {
    const d = await newDesigner();
    const start = await draftOf(d);
    const saved = await d.send('PUT', '/draft', { version: 1, doc: marked(start.doc, 'Edited') });
    const reset = await d.send('POST', '/reset-to-template', { version: saved.json.data.version });
    expect(reset.status).toBe(200);
    expect(reset.json.data.doc).toEqual(start.doc);
    const unknown = await d.send('POST', '/switch-template', {
      version: reset.json.data.version,
      templateId: 99_999_999,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.issues[0].path).toBe('templateId');
    const other = await d.send('POST', '/switch-template', { version: reset.json.data.version, templateId: 2 });
    expect(other.status).toBe(200);
    expect(other.json.data.doc.templateId).toBe(2);
  });
});

describe('who may reach a draft', () => {
  it("another site's operator cookie can neither read nor write this site's draft", async () => {
    const mine = await newDesigner();
    const theirs = await newDesigner();
    const { version, doc } = await draftOf(mine);
    // Their cookie is named for their site: sent to this site's console it is not this site's session.
    const intruder = designerOf(mine.site, theirs.cookie);
    const forged = designerOf(
      mine.site,
      theirs.cookie.replace(`ops_${theirs.site.site.id}`, `ops_${mine.site.site.id}`),
    );
    for (const who of [intruder, forged, designerOf(mine.site, '')]) {
      expect((await who.get('/draft')).status).toBe(401);
      expect((await who.send('PUT', '/draft', { version, doc: marked(doc, 'Theirs') })).status).toBe(401);
      expect((await who.send('POST', '/publish')).status).toBe(401);
      expect((await who.get('/versions')).status).toBe(401);
    }
    expect((await draftOf(mine)).version).toBe(version);
  });

  it('refuses a write posted from another origin', async () => {
    const d = await newDesigner();
    const { version, doc } = await draftOf(d);
    const res = await d.send(
      'PUT',
      '/draft',
      { version, doc },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.status).toBe(403);
    expect((await draftOf(d)).version).toBe(version);
  });

  it('answers 404 for a site that does not exist', async () => {
    const d = await newDesigner();
    const res = await t.call('GET', '/s/no-such-site/console/api/design/draft', { headers: { cookie: d.cookie } });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('not_found');
  });
});
