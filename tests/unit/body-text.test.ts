import { describe, expect, it } from 'vitest';
import { checkJsonText, JSON_LIMITS } from '../../src/server/http/bodyText.ts';
import { AppError } from '../../src/shared/errors.ts';
import { plainText } from '../../src/shared/siteDesign/plainText.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
/** The issues a body is refused with, or [] when it passes. */
function issues(body: string, type = JSON_TYPE) {
  try {
    checkJsonText(body, type);
    return [];
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    expect(err.code).toBe('validation_failed');
    return err.issues.map((i) => `${i.path} ${i.key}`);
  }
}
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('checkJsonText: bodies that parse but could not be stored', () => {
  it('takes nesting up to the limit and names where the first level too deep starts', () => {
    expect(issues(nested(JSON_LIMITS.depth))).toEqual([]);
    expect(issues(nested(JSON_LIMITS.depth + 1))).toEqual([`${Array(32).fill('0').join('.')} validation.tooDeep`]);
    expect(issues(`{"doc":${nested(100_000)}}`)).toHaveLength(1);
  });

  it('refuses a lone surrogate in a value or a key, and keeps whole pairs (emoji)', () => {
    expect(issues('{"name":"🎰 \\ud83c\\udfb0 Lucky"}')).toEqual([]);
    expect(issues('{"name":"Lucky \\ud83c"}')).toEqual(['name validation.malformedText']);
    expect(issues('{"a":[{"b":"\\udfb0x"}]}')).toEqual(['a.0.b validation.malformedText']);
    expect(issues('{"\\ud800":1}')).toEqual(['\uFFFD validation.malformedText']);
  });

  it('leaves broken JSON and other media types to the route (malformed_json, 415)', () => {
    expect(issues('{"a":"\\ud800"')).toEqual([]);
    expect(issues('{"a":"\\ud800"}', 'text/plain')).toEqual([]);
  });
});

describe('plainText: what a published text keeps', () => {
  it('drops control characters and bidi overrides, keeps line breaks, tabs and direction marks', () => {
    expect(plainText('a\u202Egnp.exe\u202C')).toBe('agnp.exe');
    expect(plainText('\u2066x\u2069 \u202Ay\u202C \u202Bz\u202C \u202Dw')).toBe('x y z w');
    expect(plainText('one\ntwo\r\nthree\tfour\u0007\u001b\u007f\u0085')).toBe('one\ntwo\r\nthree\tfour');
    expect(plainText('\u200Fمرحبا\u200E Visa 🎰')).toBe('\u200Fمرحبا\u200E Visa 🎰');
  });
});
