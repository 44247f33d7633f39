import { describe, expect, it } from 'vitest';
import { HistoryShelf, sameContent } from '../../src/features/design/historyShelf.ts';
import { sampleDoc } from '../support/siteDesign.ts';

// The editor's undo histories, one per page × language, outliving the canvas that made them.

const step = (title: string) => ({ state: { data: { root: { props: { title } }, content: [] } } });

describe('HistoryShelf', () => {
  const doc = sampleDoc();
  const home = doc.pages[0]!;

  it('resumes a page’s history in a language where it was left, redo steps included', () => {
    const shelf = new HistoryShelf();
    expect(shelf.resume(1, 'home', 'es', home)).toBeUndefined();
    shelf.keep(1, 'home', 'es', [step('a'), step('b'), step('c')], 1, home);
    shelf.leave(1, 'home', 'es', home);
    expect(shelf.resume(1, 'home', 'es', structuredClone(home))).toEqual({
      histories: [step('a'), step('b'), step('c')],
      index: 1,
      appendData: false,
    });
    // Each language has its own.
    expect(shelf.resume(1, 'home', 'en', home)).toBeUndefined();
  });

  it('a page changed elsewhere since resumes with the page as it is now as one more step', () => {
    const shelf = new HistoryShelf();
    shelf.keep(1, 'home', 'es', [step('a'), step('b'), step('c')], 1, home);
    shelf.leave(1, 'home', 'es', home);
    const changed = { ...home, title: { ...home.title, en: 'Start' } };
    expect(shelf.resume(1, 'home', 'es', changed)).toEqual({ histories: [step('a'), step('b')], appendData: true });
  });

  it('a document replaced from outside (a new epoch) drops every history', () => {
    const shelf = new HistoryShelf();
    shelf.keep(1, 'home', 'es', [step('a'), step('b')], 1, home);
    shelf.leave(1, 'home', 'es', home);
    expect(shelf.resume(2, 'home', 'es', home)).toBeUndefined();
    expect(shelf.resume(1, 'home', 'es', home)).toBeUndefined();
  });

  it('keeps the latest 100 steps', () => {
    const shelf = new HistoryShelf();
    const many = Array.from({ length: 130 }, (_, i) => step(String(i)));
    shelf.keep(1, 'home', 'es', many, 129, home);
    const resumed = shelf.resume(1, 'home', 'es', home)!;
    expect(resumed.histories).toHaveLength(100);
    expect(resumed.index).toBe(99);
  });

  it('compares content whatever the order of keys', () => {
    expect(sameContent({ a: 1, b: [{ c: 2, d: 3 }] }, { b: [{ d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameContent({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameContent({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });
});
