import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../i18n/locales.ts';
import { consoleTimeText, zoneLabelOf } from '../../src/server/console/views/consoleTime.ts';
import { serverT } from '../../src/server/platform/i18n.ts';
import { intlLang } from '../../src/shared/translate.ts';

// Issue 32: console times read "lúc lúc" (vi), "pada … pada" (ms), "Desde 26 de…" (es). The
// time comes from Intl without the long pattern's connecting word; the sentence has its own.
const at = new Date('2026-11-26T09:05:00Z');
const zone = 'Asia/Ho_Chi_Minh';
const time = (locale: (typeof localeCodes)[number]) => consoleTimeText({ locale, timeZone: zone }, at);
const say = (locale: (typeof localeCodes)[number], key: 'console.domain.verifiedAt' | 'console.domain.lapsedAt') =>
  serverT(locale)(key, { time: time(locale) });

describe('console times in a sentence', () => {
  it('Vietnamese says lúc once', () => {
    expect(time('vi')).toBe('16:05 GMT+7 26 tháng 11, 2026');
    expect(say('vi', 'console.domain.verifiedAt')).toBe('Đã xác minh lúc 16:05 GMT+7 26 tháng 11, 2026');
    expect(say('vi', 'console.domain.verifiedAt').match(/lúc/g)).toHaveLength(1);
  });

  it('Malay says pada once', () => {
    expect(say('ms', 'console.domain.verifiedAt')).toBe('Disahkan pada 26 November 2026, 4:05 PTG GMT+7');
    expect(say('ms', 'console.domain.verifiedAt').match(/\bpada\b/g)).toHaveLength(1);
  });

  it('Spanish puts the article before a day', () => {
    expect(say('es', 'console.domain.verifiedAt')).toBe('Verificado el 26 de noviembre de 2026, 16:05 GMT+7');
    expect(say('es', 'console.domain.lapsedAt')).toMatch(/^Desde el 26 de noviembre de 2026, 16:05 GMT\+7 el sitio/);
  });

  it('no language gets the long pattern’s connecting word from Intl', () => {
    const literals = (lang: string, o: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(lang, { ...o, timeZone: zone })
        .formatToParts(at)
        .filter((p) => p.type === 'literal' && /\p{L}/u.test(p.value))
        .map((p) => p.value.trim());
    let connectors = 0;
    for (const locale of localeCodes) {
      const lang = intlLang(locale);
      // What the long pattern says between the day and the clock ("at", "lúc", "pada", "في", "в").
      const own = new Set([...literals(lang, { dateStyle: 'long' }), ...literals(lang, { timeStyle: 'short' })]);
      const joining = literals(lang, { dateStyle: 'long', timeStyle: 'short' }).filter((w) => !own.has(w));
      connectors += joining.length;
      for (const w of joining)
        expect(time(locale), `${locale}: ${w}`).not.toMatch(new RegExp(`(^|\\s)${w}(\\s|$)`, 'u'));
    }
    expect(connectors).toBeGreaterThanOrEqual(5);
  });
});

describe('the versions dialog’s zone', () => {
  it('is a region and an offset, never the IANA id', () => {
    expect(zoneLabelOf('en', zone, at)).toBe('Vietnam (GMT+7)');
    expect(zoneLabelOf('vi', zone, at)).toBe('Việt Nam (GMT+7)');
    expect(zoneLabelOf('ar', 'Asia/Tokyo', at)).not.toContain('Asia/');
    expect(zoneLabelOf('en', 'America/New_York', at)).toBe('United States — Eastern Time (GMT-5)');
    // A zone the console does not offer (a forged cookie is refused before; this is the fallback).
    expect(zoneLabelOf('en', 'Asia/Ulaanbaatar', at)).toMatch(/^[^/]+ \(GMT\+8\)$/);
  });
});
