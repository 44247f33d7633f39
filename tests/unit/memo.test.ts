import { describe, expect, it } from 'vitest';
import { MAX_KEY, memo } from '../../src/server/http/memo.ts';

describe('memo', () => {
  it('works a key out once, and again only after it starts over at max', () => {
    const calls: string[] = [];
    const upper = memo((k) => {
      calls.push(k);
      return k.toUpperCase();
    }, 2);
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(calls).toEqual(['a', 'b']);
    upper('c'); // a third key: starts over with only c
    upper('a');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });

  it('remembers undefined and null answers too', () => {
    let n = 0;
    const nothing = memo(() => {
      n++;
      return undefined;
    });
    nothing('x');
    nothing('x');
    expect(n).toBe(1);
  });

  it('never keeps a key longer than MAX_KEY: a hostile header costs time, not memory', () => {
    let n = 0;
    const length = memo((k) => {
      n++;
      return k.length;
    });
    const long = 'x'.repeat(MAX_KEY + 1);
    expect(length(long)).toBe(MAX_KEY + 1);
    expect(length(long)).toBe(MAX_KEY + 1);
    expect(n).toBe(2);
    const edge = 'y'.repeat(MAX_KEY);
    length(edge);
    length(edge);
    expect(n).toBe(3);
  });
});
