import { describe, expect, it } from 'vitest';
import { escapeXml, layouts, motifs, renderTemplateSvg, type DesignParams } from '../../src/shared/templateArt.ts';

const base: DesignParams = {
  layout: 'classic',
  motif: 'crown',
  hero: 'glow',
  pattern: 'dots',
  columns: 4,
  radius: 8,
  seed: 42,
  palette: { color1: '#0b0d17', color2: '#f5b301', color3: '#e63946' },
};

describe('templateArt', () => {
  it('is deterministic and draws every layout and motif as one <svg>', () => {
    expect(renderTemplateSvg(base)).toBe(renderTemplateSvg({ ...base }));
    for (const layout of layouts) {
      for (const motif of motifs) {
        const svg = renderTemplateSvg({ ...base, layout, motif }, { size: 'preview' });
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/NaN|undefined/);
      }
    }
  });

  it('sizes a thumbnail 320×200 and a preview 960 wide', () => {
    expect(renderTemplateSvg(base)).toMatch(/^<svg[^>]* width="320" height="200"/);
    expect(renderTemplateSvg(base, { size: 'preview' })).toMatch(/^<svg[^>]* width="960" height="\d{4}"/);
  });

  it('uses the chosen colours, ignores invalid ones, and escapes the title', () => {
    const svg = renderTemplateSvg(base, {
      colors: { color1: '#123456', color2: 'red" onload="x', color3: '#ABCDEF' },
      title: '<b>"Lucky" & Co</b>',
    });
    expect(svg).toContain('#123456');
    expect(svg).toContain('#abcdef');
    expect(svg).toContain('#f5b301');
    expect(svg).not.toContain('onload');
    expect(svg).toContain('&lt;b&gt;&quot;Lucky&quot; &amp; Co&lt;/b&gt;');
    expect(escapeXml(`'`)).toBe('&apos;');
  });

  it('still draws hand-made params with an unknown motif or out-of-range numbers', () => {
    const svg = renderTemplateSvg({ ...base, motif: 'nope' as never, columns: 99, radius: -5 });
    expect(svg).toMatch(/<\/svg>$/);
  });
});
