import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { concepts, glossary, style } from '../../i18n/glossary.ts';
import { locales, type LocaleCode } from '../../i18n/locales.ts';
import { categoryKinds, categoryNames } from '../../src/server/data/catalog/categories.ts';
import { introPhrases } from '../../src/server/data/catalog/introPhrases.ts';
import { featureText } from '../../src/server/data/catalog/packageFeatures.ts';
import { tierDescription, tierName, tiers } from '../../src/server/data/catalog/packageTexts.ts';
import { tagLabels } from '../../src/server/data/catalog/tags.ts';

/** Every text a locale shows: its catalog and the catalogue data (intro, packages, categories). */
function texts(code: LocaleCode): Record<string, string> {
  const catalog = JSON.parse(readFileSync(`i18n/${code}.json`, 'utf8')) as Record<string, string>;
  const intro = introPhrases[code];
  const data: Record<string, string> = {};
  for (const [k, v] of Object.entries(intro)) {
    for (const [i, s] of (Array.isArray(v) ? v : [v]).entries())
      data[`introPhrases.${k}${Array.isArray(v) ? `.${i}` : ''}`] = s;
  }
  for (const t of tiers) {
    data[`packageTexts.name.${t}`] = tierName(code, t);
    data[`packageTexts.description.${t}`] = tierDescription(code, t);
  }
  for (const [k, v] of Object.entries(featureText[code])) data[`packageFeatures.${k}`] = v;
  for (const k of categoryKinds) data[`categories.${k}`] = categoryNames[k][code]!;
  for (const [k, v] of Object.entries(tagLabels[code])) data[`tags.${k}`] = v;
  return { ...catalog, ...data };
}

const escapeRx = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Placeholders are values, not words: "{{site}}" says no concept. */
const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '');

/**
 * "key: text" for every text whose English says a concept (one of the English `forms`, whole
 * words) while the locale's says none of its accepted forms: the splits a list of wrong
 * variants cannot foresee ("trang" for website, ชำระบัญชี for settlement).
 */
function missingTerms(code: LocaleCode, all: Record<string, string>, en: Record<string, string>): string[] {
  return concepts.flatMap((c) => {
    const english = glossary.en[c].forms;
    if (!english || code === 'en') return [];
    const says = new RegExp(`(?<!\\p{L})(?:${english.map(escapeRx).join('|')})(?!\\p{L})`, 'iu');
    const { term, forms = [term], except: own = [] } = glossary[code][c];
    // The English list names keys where the English word means something else, in every locale.
    const except = [...own, ...(glossary.en[c].except ?? [])];
    const exempt = (key: string) => except.some((e) => key === e || (e.endsWith('.') && key.startsWith(e)));
    const accepted = forms.map((f) => f.toLocaleLowerCase(code));
    return Object.entries(all).flatMap(([key, text]) => {
      const source = en[key];
      if (source === undefined || exempt(key) || !says.test(words(source))) return [];
      const lower = words(text).toLocaleLowerCase(code);
      return accepted.some((f) => lower.includes(f)) ? [] : [`${c} — ${key}: “${text}”`];
    });
  });
}

/** "key: …matched text…" for every known wrong variant a locale's texts contain. */
function violations(code: LocaleCode, all: Record<string, string>): string[] {
  const rules = [
    ...concepts.flatMap((c) => (glossary[code][c].avoid ?? []).map((rx) => ({ name: c, rx }))),
    ...(style[code] ?? []).flatMap((s) => s.avoid.map((rx) => ({ name: s.rule, rx }))),
  ];
  return Object.entries(all).flatMap(([key, text]) =>
    rules.flatMap(({ name, rx }) => {
      const m = rx.exec(text);
      return m ? [`${name} — ${key}: “${m[0]}”`] : [];
    }),
  );
}

describe('glossary', () => {
  it('names every concept in every locale', () => {
    for (const l of locales) expect(Object.keys(glossary[l.code]).sort(), l.code).toEqual([...concepts].sort());
  });

  it('catches the wrong variants a reviewer reported', () => {
    const bad: [LocaleCode, string][] = [
      ['en', 'Open a station'],
      ['en', '1 site(s)'],
      ['en', 'Please select a color scheme'],
      ['en', '7x24 customer service'],
      ['zh-TW', '選擇模板'],
      ['zh-TW', '我的站點'],
      ['zh-TW', '營銷支援'],
      ['vi', 'Mở trang'],
      ['vi', 'Mẫu giao diện của trạm này'],
      ['th', 'แนะนำร้านค้า'],
      ['th', 'ผูกบัญชีร้านค้า'],
      ['es', 'plantilla y colores: publícalo en minutos'],
      ['es', 'Tus sitios'],
      ['es', 'las plantillas de esta estación'],
      ['ms', 'Daripada {{price}}'],
      ['ja', 'オンラインゲームの規制'],
      ['ar', 'قوالب هذه المحطة'],
      ['ru', 'Онлайн-игры регулируются в каждой стране'],
      ['tr', 'D0 mutabakat'],
      ['tr', 'hesap kesim bakiyenize'],
      ['en', 'Open back end'],
      ['en', 'platform for online gaming sites'],
      ['zh-TW', '銀行卡（沙盒）'],
      ['zh-TW', '無法發起付款'],
      ['zh-TW', '訂單幣種'],
      ['zh-TW', '牌照與合規'],
      ['vi', 'Thời gian hoạt động'],
      ['ms', 'Slot, peniaga langsung'],
      ['th', 'ยอดคงเหลือชำระบัญชี'],
      ['ru', 'расчётный баланс'],
      ['bn', 'সেটেলমেন্ট ব্যালান্স'],
      ['th', 'ยอดคงเหลือชำระดุล'],
      ['tr', 'Hesap kesimi'],
      ['th', 'หน้าต่าง ๆ'],
      ['ja', '公開中…'],
      ['zh', '区块标题'],
      ['bn', 'মার্চেন্টের পেজ'],
      ['bn', 'আগের অবস্থায় ফেরান'],
      ['ar', 'صفحة أخرى تستخدم هذا العنوان بالفعل.'],
      ['es', 'Bote progresivo'],
      ['es', 'Añadir al carrito'],
      ['es', 'Su retirada de 10 USDT'],
      ['es', 'Inicia sesión en el panel de gestión.'],
      ['es', 'Este texto contiene un carácter dañado; vuelve a escribirlo'],
      ['pt', 'Personalização · Loja'],
    ];
    for (const [code, text] of bad) expect(violations(code, { sample: text }), `${code}: ${text}`).toHaveLength(1);
    // A word that only contains a wrong variant is not one.
    expect(violations('en', { sample: 'Stationery and the site theme' })).toEqual([]);
    expect(violations('es', { sample: 'La plantilla ha sido retirada; dinero móvil' })).toEqual([]);
    expect(violations('zh', { sample: '区块链' })).toEqual([]);
  });

  it("requires the locale's term where the English says the concept, in any accepted form", () => {
    const en = { sample: 'Copy the back-office link', settled: 'Commission is settled weekly' };
    expect(missingTerms('vi', { sample: 'Sao chép liên kết trang', settled: 'Hoa hồng được quyết toán' }, en)).toEqual([
      'backOffice — sample: “Sao chép liên kết trang”',
      'backOfficeLink — sample: “Sao chép liên kết trang”',
    ]);
    // An inflected form counts; a placeholder is no mention.
    expect(missingTerms('ru', { settled: 'Комиссия рассчитывается еженедельно' }, en)).toEqual([]);
    expect(missingTerms('th', { s: '{{site}} ชำระบัญชีแล้ว' }, { s: '{{settlement}} done' })).toEqual([]);
    // Affiliate commission "settled" is commission paid: exempt in every locale, by the English list.
    expect(
      missingTerms(
        'th',
        { 'affiliate.s4.body': 'จ่ายค่าคอมมิชชันทุกสัปดาห์' },
        { 'affiliate.s4.body': 'Commission is settled weekly' },
      ),
    ).toEqual([]);
    expect(
      missingTerms('tr', { 'staff.statements.ended': 'Hafta bitti' }, { 'staff.statements.ended': 'Not settled yet' }),
    ).toEqual([]);
    expect(missingTerms('tr', { x: 'Geri al' }, { x: 'Roll back' })).toEqual(['rollback — x: “Geri al”']);
  });

  it('keeps undo (an edit step) and rollback (the live site to an earlier version) apart in every locale', () => {
    for (const { code } of locales) {
      const undo = glossary[code].undo.term.toLocaleLowerCase(code);
      const rollback = glossary[code].rollback.term.toLocaleLowerCase(code);
      expect(undo.includes(rollback) || rollback.includes(undo), `${code}: ${undo} / ${rollback}`).toBe(false);
    }
  });

  it('gives every concept its own term in every locale', () => {
    for (const { code } of locales) {
      const terms = concepts.map((c) => glossary[code][c].term.toLocaleLowerCase(code));
      expect(
        terms.filter((t, i) => terms.indexOf(t) !== i),
        code,
      ).toEqual([]);
    }
  });

  describe.each(locales.map((l) => l.code))('%s', (code) => {
    const all = texts(code);

    it('uses no known wrong variant of a glossary term', () => {
      expect(violations(code, all)).toEqual([]);
    });

    it('says the glossary term wherever the English says the concept', () => {
      expect(missingTerms(code, all, texts('en'))).toEqual([]);
    });

    it('uses every glossary term somewhere (the glossary describes the catalogs)', () => {
      const joined = Object.values(all).join('\n').toLowerCase();
      expect(concepts.filter((c) => !joined.includes(glossary[code][c].term.toLowerCase()))).toEqual([]);
    });
  });
});
