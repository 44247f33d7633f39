/**
 * Amounts as a merchant types them in their language ("500,50" in es, "1 000,5" in ru,
 * "١٬٠٠٠٫٥" in ar), turned into the API's decimal string ("500.50", "1000.5", "1000.5").
 * The locale's own separators come from Intl, never from a hand-kept table.
 */

/** Zero of each digit set a merchant's keyboard may type (Arabic-Indic, Persian, Devanagari, Bengali, Thai, full-width). */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0e50, 0xff10];
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0e50-\u0e59\uff10-\uff19]/g;
/** Spaces (a group separator in ru and others: no-break and narrow no-break too) and bidi marks. */
const SPACES_AND_MARKS = /[\s\u00a0\u2007\u2009\u202f\u200e\u200f\u061c]/g;

/** "৫০০" → "500", "١٢٣" → "123". */
export function asciiDigits(text: string): string {
  return text.replace(OTHER_DIGITS, (d) => {
    const cp = d.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => cp >= z && cp <= z + 9)!;
    return String(cp - zero);
  });
}

export interface Separators {
  decimal: string;
  group: string;
}

const cache = new Map<string, Separators>();

/** The decimal and group separators the locale writes numbers with. */
export function separators(lang: string): Separators {
  let seps = cache.get(lang);
  if (!seps) {
    const parts = new Intl.NumberFormat(lang).formatToParts(12345.6);
    seps = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
    cache.set(lang, seps);
  }
  return seps;
}

const DEC = 'D';
const GRP = 'G';

/**
 * The typed amount as the API reads it. The locale's decimal separator (and the Arabic "٫",
 * the full-width "．") becomes ".", its group separators (and spaces) go. A lone separator
 * followed by one or two digits at the end is a decimal point whatever the locale ("500.50"
 * typed in es, "500,50" in en): a group always has three digits, so it cannot be one.
 * Anything else that does not read as an amount is returned cleaned, for the schema to refuse.
 */
export function parseLocaleAmount(text: string, lang: string): string {
  const { decimal, group } = separators(lang);
  const groupIsSpace = group.replace(SPACES_AND_MARKS, '') === '';
  let s = asciiDigits(text).replace(SPACES_AND_MARKS, '');
  // Mark separators by role; what is not the locale's becomes a candidate for a decimal point.
  s = [...s]
    .map((c) => {
      if (c === '\u066b' || c === '\uff0e' || c === decimal) return DEC;
      if (c === '\u066c' || c === '\uff0c' || (!groupIsSpace && c === group)) return GRP;
      return c === '.' || c === ',' ? '?' : c;
    })
    .join('');
  // A lone separator of unclear role before 1–2 final digits is a decimal point.
  if (!s.includes(DEC)) {
    const lone = /^(\d+)[G?](\d{1,2})$/.exec(s);
    if (lone) return `${lone[1]}.${lone[2]}`;
  }
  const [whole = '', ...fraction] = s.split(DEC);
  if (fraction.length > 1 || /[?]/.test(s) || !grouped(whole)) return restore(s);
  if (fraction[0] !== undefined && !/^\d*$/.test(fraction[0])) return restore(s);
  const digits = whole.replaceAll(GRP, '');
  return fraction[0] ? `${digits}.${fraction[0]}` : digits;
}

/**
 * Digits whose group separators stand where a locale puts them: three digits after the
 * last, two or three after the others (Indian grouping: "10,00,000"). "1,2,3" is no number.
 */
function grouped(whole: string): boolean {
  const [first = '', ...rest] = whole.split(GRP);
  if (!rest.length) return /^\d+$/.test(first);
  return /^\d{1,3}$/.test(first) && rest.every((g, i) => (i === rest.length - 1 ? /^\d{3}$/ : /^\d{2,3}$/).test(g));
}

/** The cleaned text with plain separators back, so an error shows nothing made up. */
function restore(s: string): string {
  return s.replaceAll(DEC, '.').replaceAll(GRP, ',').replaceAll('?', '.');
}

/** Example amounts written the locale's way ("500" and "500,50" in es), for hints and errors. */
export function amountExamples(lang: string, whole: number, decimal: number): { whole: string; decimal: string } {
  const plain = new Intl.NumberFormat(lang, { useGrouping: false, maximumFractionDigits: 0 });
  const cents = new Intl.NumberFormat(lang, { useGrouping: false, minimumFractionDigits: 2 });
  return { whole: plain.format(whole), decimal: cents.format(decimal) };
}
