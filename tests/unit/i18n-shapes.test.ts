import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { concepts, glossary } from '../../i18n/glossary.ts';
import type { LocaleCode } from '../../i18n/locales.ts';

/**
 * Grammar a term replacement breaks, checked over every glossary term: replacing a word by a
 * phrase leaves the old ending glued to the phrase (ru "панель управленияю"), doubles a word the
 * sentence already had ("панель управления для управления"), or keeps a particle chosen for the
 * old word's last sound (ko "관리자 페이지을").
 */
const catalog = (code: LocaleCode) => JSON.parse(readFileSync(`i18n/${code}.json`, 'utf8')) as Record<string, string>;
const escapeRx = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every way a locale writes its glossary terms (the term and its accepted forms). */
function termsOf(code: LocaleCode): string[] {
  const all = concepts.flatMap((c) => [glossary[code][c].term, ...(glossary[code][c].forms ?? [])]);
  return [...new Set(all)];
}

/**
 * Languages whose multi-word terms take no suffix: a letter right after one is a leftover
 * ending. Not id/ms (-nya), tr (case suffixes), bn, ar (suffixed pronouns), nor the languages
 * written without spaces.
 */
const noSuffixes: LocaleCode[] = ['ru', 'es', 'pt', 'vi'];

/** "key: …" for a multi-word term followed directly by letters, or doubled after "для". */
function gluedEndings(code: LocaleCode, texts: Record<string, string>): string[] {
  const phrases = termsOf(code).filter((t) => /\s/.test(t.trim()) && /\p{L}$/u.test(t));
  return Object.entries(texts).flatMap(([key, text]) =>
    phrases.flatMap((p) => {
      const last = p.split(/\s+/).at(-1)!;
      const stem = escapeRx(last.slice(0, Math.max(4, last.length - 2)));
      // A plural -s/-es is no leftover (pt "landing pages").
      const glued = new RegExp(`(?<!\\p{L})${escapeRx(p)}(?!e?s(?!\\p{L}))\\p{L}+`, 'iu').exec(text);
      // "панель управления для управления": the phrase's last word again after a preposition.
      const doubled = new RegExp(`${escapeRx(p)}\\s+(?:для|по|of|for|de|para|cho)\\s+${stem}`, 'iu').exec(text);
      return [glued, doubled].flatMap((m) => (m ? [`${key}: “${m[0]}”`] : []));
    }),
  );
}

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** The final consonant (batchim) of a Hangul syllable: 0 none, 8 ㄹ; null for other characters. */
function batchim(ch: string): number | null {
  const code = ch.codePointAt(0) ?? 0;
  return code >= HANGUL_FIRST && code <= HANGUL_LAST ? (code - HANGUL_FIRST) % 28 : null;
}

/** Particle pairs: [after a consonant, after a vowel]; 으로/로 takes 로 after ㄹ as after a vowel. */
const particles: [string, string][] = [
  ['을', '를'],
  ['이', '가'],
  ['은', '는'],
  ['과', '와'],
  ['으로', '로'],
];
/** Particle alternatives, longest first so 으로 is not read as 으 + 로. */
const particleRx = [...new Set(particles.flat())].sort((a, b) => b.length - a.length).join('|');

/** "key: …" for a particle that does not fit the last sound of the glossary term before it. */
function wrongParticles(texts: Record<string, string>): string[] {
  const terms = termsOf('ko').filter((t) => batchim(t.at(-1)!) !== null);
  return Object.entries(texts).flatMap(([key, text]) =>
    terms.flatMap((term) => {
      const final = batchim(term.at(-1)!)!;
      // A particle ends the word (로 may go on: 로는, 로도, 로서, 로의, 로부터).
      const rx = new RegExp(`${escapeRx(term)}(${particleRx})(?=(?:는|도|서|의|부터)?(?!\\p{Script=Hangul}))`, 'gu');
      return [...text.matchAll(rx)].flatMap((m) => {
        // 관리자 페이지 and 페이지 are both terms: report a spot once, for the longer one.
        const end = m.index + term.length;
        if (terms.some((t) => t.length > term.length && t.endsWith(term) && text.slice(end - t.length, end) === t))
          return [];
        const found = m[1]!;
        const [afterConsonant, afterVowel] = particles.find((p) => p.includes(found))!;
        const vowelLike = final === 0 || (afterConsonant === '으로' && final === 8);
        const right = vowelLike ? afterVowel : afterConsonant;
        return found === right ? [] : [`${key}: “${term}${found}” (${term}${right})`];
      });
    }),
  );
}

describe('term replacement leaves no broken grammar', () => {
  it('reads the batchim of a Hangul syllable', () => {
    expect([batchim('지'), batchim('정'), batchim('일'), batchim('a')]).toEqual([0, 21, 8, null]);
  });

  it('catches the shapes a reviewer found, and passes their corrections', () => {
    expect(gluedEndings('ru', { a: 'с собственной панель управленияю' })).toEqual(['a: “панель управленияю”']);
    expect(gluedEndings('ru', { a: 'сайт и панель управления для управления' })).toHaveLength(1);
    expect(gluedEndings('ru', { a: 'с собственной панелью управления', b: 'панель управления, из которой' })).toEqual(
      [],
    );
    expect(
      wrongParticles({ a: '관리자 페이지을 갖춘', b: '관리자 페이지과 함께', c: '관리자 페이지으로' }),
    ).toHaveLength(3);
    expect(wrongParticles({ a: '운영 계정를', b: '온라인 카지노은' })).toHaveLength(2);
    expect(
      wrongParticles({ a: '관리자 페이지를', b: '운영 계정과', c: '관리자 페이지로는', d: '관리자 페이지에서' }),
    ).toEqual([]);
    // A particle must end the word: 사이트이용 is not 사이트 + 이.
    expect(wrongParticles({ a: '사이트이용' })).toEqual([]);
  });

  it.each(noSuffixes)('%s: no ending glued to a glossary term, no term doubled', (code) => {
    expect(gluedEndings(code, catalog(code))).toEqual([]);
  });

  it('ko: every particle after a glossary term fits its last sound', () => {
    expect(wrongParticles(catalog('ko'))).toEqual([]);
  });
});
