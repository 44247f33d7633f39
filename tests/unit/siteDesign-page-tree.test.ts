import { Render } from '@puckeditor/core/rsc';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverT } from '../../src/server/platform/i18n.ts';
import { pageTree } from '../../src/server/sites/design/render/pageTree.ts';
import { GLOBAL_STATION } from '../../src/shared/catalogIds.ts';
import { toPuckData } from '../../src/shared/siteDesign/projection.ts';
import { puckConfig } from '../../src/shared/siteDesign/puckConfig.ts';
import { defaultProps, SECTION_KINDS } from '../../src/shared/siteDesign/sections/index.ts';
import { pageContext } from '../../src/shared/siteDesign/siteLinks.ts';
import { catalogue, templateDocument } from '../support/siteDesignCatalog.ts';
import { facts, sampleDoc } from '../support/siteDesign.ts';

// The published renderer builds the page's tree itself (pageTree.ts); Puck's own <Render> is the
// oracle: for every section kind, layout, page and both directions, the same bytes.
describe('pageTree', () => {
  it('renders every layout’s pages exactly as Puck’s <Render>, published and in the editor preview', () => {
    const kinds = new Set<string>();
    let compared = 0;
    for (const layout of ['classic', 'sidebar', 'magazine', 'showcase', 'compact', 'split']) {
      const row = catalogue.find((r) => r.countriesId === GLOBAL_STATION && r.design.layout === layout)!;
      const { doc, facts: f } = templateDocument(row, true);
      for (const page of doc.pages) {
        for (const lang of [doc.languages[0]!, 'ar' as const]) {
          const t = serverT(lang);
          for (const editing of [false, true]) {
            const { data, fallbacks } = toPuckData(doc, page.id, lang);
            const ctx = pageContext(doc, f, page, lang, t, editing ? { editing, fallbacks } : {});
            const puck = renderToStaticMarkup(
              h(Render, { config: puckConfig(t, { lang }), data, metadata: ctx as never }),
            );
            expect(renderToStaticMarkup(pageTree(data, ctx))).toBe(puck);
            for (const s of page.sections) kinds.add(s.type);
            compared++;
          }
        }
      }
    }
    // The sample document, with one section of every kind on its home, shows what the templates may not.
    const base = sampleDoc();
    const every = SECTION_KINDS.map((k, i) => ({ id: `every${i}`, type: k.type, props: defaultProps(k.type) }));
    const doc = { ...base, pages: base.pages.map((p, i) => (i ? p : { ...p, sections: [...p.sections, ...every] })) };
    for (const page of doc.pages) {
      const t = serverT('es');
      const { data } = toPuckData(doc, page.id, 'es');
      const ctx = pageContext(doc, facts, page, 'es', t);
      expect(renderToStaticMarkup(pageTree(data, ctx))).toBe(
        renderToStaticMarkup(h(Render, { config: puckConfig(t), data, metadata: ctx as never })),
      );
      for (const s of page.sections) kinds.add(s.type);
    }
    expect(compared).toBeGreaterThan(100);
    expect([...kinds].sort()).toEqual(SECTION_KINDS.map((k) => k.type).sort());
  }, 60_000);

  it('has no section kind with a field Puck’s <Render> would transform (slot, rich text)', () => {
    const config = puckConfig(serverT('en'));
    const types = (fields: Record<string, { type: string; arrayFields?: object; objectFields?: object }>): string[] =>
      Object.values(fields).flatMap((f) => [
        f.type,
        ...types((f.arrayFields ?? {}) as never),
        ...types((f.objectFields ?? {}) as never),
      ]);
    for (const component of [config.root, ...Object.values(config.components)]) {
      const used = types((component?.fields ?? {}) as never);
      expect(used).not.toContain('slot');
      expect(used).not.toContain('richtext');
    }
  });
});
