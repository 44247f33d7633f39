import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosave, type SaveState } from '../../src/features/design/autosave.ts';
import type { Draft, Result } from '../../src/features/design/designApi.ts';
import type { SiteDocument } from '../../src/shared/siteDesign/document.ts';

// The editor's autosave: debounced, one save at a time, with the draft's version; a 409 stops
// saving until the operator chooses; no answer is retried by itself.
const doc = (title: string) =>
  ({
    schema: 1,
    templateId: 1,
    languages: ['en'],
    theme: {},
    pages: [{ id: 'home', title: { en: title } }],
  }) as unknown as SiteDocument;

function setup(answers: ((d: Draft) => Result<Draft>)[]) {
  const saves: Draft[] = [];
  const states: SaveState[] = [];
  const a = new Autosave(
    { version: 3, doc: doc('start') },
    {
      save: async (d) => {
        saves.push(d);
        return (answers.shift() ?? ((x: Draft) => ({ ok: true, data: { ...x, version: x.version + 1 } })))(d);
      },
      onState: (s) => states.push(s),
      delayMs: 800,
    },
  );
  return { a, saves, states };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Autosave', () => {
  it('saves once, 800 ms after the last of several changes, with the version it was loaded at', async () => {
    const { a, saves, states } = setup([]);
    a.change(doc('a'));
    await vi.advanceTimersByTimeAsync(500);
    a.change(doc('ab'));
    await vi.advanceTimersByTimeAsync(799);
    expect(saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toEqual([{ version: 3, doc: doc('ab') }]);
    expect(states.at(-1)).toEqual({ kind: 'saved', version: 4 });
    a.change(doc('abc'));
    await vi.advanceTimersByTimeAsync(800);
    expect(saves[1]!.version).toBe(4);
  });

  it('on a 409 shows the newer draft and saves nothing until the operator chooses', async () => {
    const theirs: Draft = { version: 7, doc: doc('other tab') };
    const { a, saves, states } = setup([
      () => ({ ok: false, status: 409, message: 'stale', body: { code: 409, current: theirs } }),
    ]);
    a.change(doc('mine'));
    await vi.advanceTimersByTimeAsync(800);
    expect(states.at(-1)).toEqual({ kind: 'conflict', theirs });
    a.change(doc('mine, more'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(saves).toHaveLength(1);
    a.resolve('mine');
    await vi.advanceTimersByTimeAsync(0);
    expect(saves[1]).toEqual({ version: 7, doc: doc('mine, more') });
    expect(states.at(-1)).toEqual({ kind: 'saved', version: 8 });
  });

  it('keeping the newer draft drops the unsaved change and continues from its version', async () => {
    const theirs: Draft = { version: 9, doc: doc('other tab') };
    const { a, saves, states } = setup([
      () => ({ ok: false, status: 409, message: 'stale', body: { current: theirs } }),
    ]);
    a.change(doc('mine'));
    await vi.advanceTimersByTimeAsync(800);
    a.resolve('theirs');
    expect(states.at(-1)).toEqual({ kind: 'saved', version: 9 });
    expect(a.hasUnsaved).toBe(false);
    a.change(doc('next'));
    await vi.advanceTimersByTimeAsync(800);
    expect(saves[1]!.version).toBe(9);
  });

  it('retries after a network failure with a growing wait, and Retry saves at once', async () => {
    const offline = (): Result<Draft> => ({ ok: false, status: 0, message: 'Failed to fetch' });
    const { a, saves, states } = setup([offline, offline]);
    a.change(doc('x'));
    await vi.advanceTimersByTimeAsync(800);
    expect(states.at(-1)).toEqual({ kind: 'offline', retryInMs: 2000 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(saves).toHaveLength(2);
    expect(states.at(-1)).toEqual({ kind: 'offline', retryInMs: 4000 });
    await a.flush();
    expect(saves).toHaveLength(3);
    expect(saves.every((s) => s.version === 3)).toBe(true);
    expect(states.at(-1)).toEqual({ kind: 'saved', version: 4 });
  });

  it('shows a refusal and keeps the change unsaved', async () => {
    const { a, states } = setup([() => ({ ok: false, status: 400, message: 'Invalid document' })]);
    a.change(doc('bad'));
    await vi.advanceTimersByTimeAsync(800);
    expect(states.at(-1)).toEqual({ kind: 'error', message: 'Invalid document' });
    expect(a.hasUnsaved).toBe(true);
  });

  it('a change made while a save is in flight is saved after it, with the new version', async () => {
    let release: () => void = () => {};
    const saves: Draft[] = [];
    const a = new Autosave(
      { version: 1, doc: doc('s') },
      {
        save: (d) => {
          saves.push(d);
          return new Promise((ok) => {
            release = () => ok({ ok: true, data: { ...d, version: d.version + 1 } });
          });
        },
        onState: () => {},
      },
    );
    a.change(doc('one'));
    await vi.advanceTimersByTimeAsync(800);
    a.change(doc('two'));
    await vi.advanceTimersByTimeAsync(800);
    expect(saves).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(800);
    expect(saves[1]).toEqual({ version: 2, doc: doc('two') });
  });
});
