import type { LocaleCode } from '../../../../i18n/locales.ts';

/** The six colour-scheme presets: a dark base (color1) and two accents. */
export const colorPresets = [
  { id: 1, color1: '#0b0d17', color2: '#f5b301', color3: '#e63946' },
  { id: 2, color1: '#07140f', color2: '#16c784', color3: '#ffd166' },
  { id: 3, color1: '#140a24', color2: '#9b5de5', color3: '#f15bb5' },
  { id: 4, color1: '#1a0707', color2: '#e63946', color3: '#ff9f1c' },
  { id: 5, color1: '#06121f', color2: '#00b4d8', color3: '#48ffd2' },
  { id: 6, color1: '#0d1117', color2: '#c9d1d9', color3: '#58a6ff' },
] as const;

const table: Record<LocaleCode, string> = {
  en: 'Midnight Gold; Emerald Night; Royal Purple; Crimson Flame; Ocean Neon; Platinum Ice',
  zh: '午夜金; 翡翠之夜; 皇家紫; 赤焰红; 海洋霓虹; 铂金冰蓝',
  'zh-TW': '午夜金; 翡翠之夜; 皇家紫; 赤焰紅; 海洋霓虹; 鉑金冰藍',
  vi: 'Vàng nửa đêm; Đêm lục bảo; Tím hoàng gia; Lửa đỏ thẫm; Neon đại dương; Băng bạch kim',
  id: 'Emas Tengah Malam; Malam Zamrud; Ungu Kerajaan; Api Merah; Neon Samudra; Es Platinum',
  ms: 'Emas Tengah Malam; Malam Zamrud; Ungu Diraja; Api Merah; Neon Lautan; Ais Platinum',
  th: 'ทองเที่ยงคืน; ราตรีมรกต; ม่วงราชวงศ์; เปลวเพลิงแดง; นีออนมหาสมุทร; แพลทินัมน้ำแข็ง',
  es: 'Oro de medianoche; Noche esmeralda; Púrpura real; Llama carmesí; Neón oceánico; Platino helado',
  pt: 'Ouro da meia-noite; Noite esmeralda; Roxo real; Chama carmesim; Neon oceânico; Platina gelada',
  bn: 'মধ্যরাতের সোনা; পান্না রাত; রাজকীয় বেগুনি; লাল শিখা; সাগর নিয়ন; প্লাটিনাম বরফ',
  ru: 'Полуночное золото; Изумрудная ночь; Королевский пурпур; Алое пламя; Океанский неон; Платиновый лёд',
  ja: 'ミッドナイトゴールド; エメラルドナイト; ロイヤルパープル; クリムゾンフレイム; オーシャンネオン; プラチナアイス',
  ko: '미드나잇 골드; 에메랄드 나이트; 로열 퍼플; 크림슨 플레임; 오션 네온; 플래티넘 아이스',
  ar: 'ذهب منتصف الليل; ليلة الزمرد; الأرجواني الملكي; اللهب القرمزي; نيون المحيط; البلاتين الجليدي',
  tr: 'Gece Yarısı Altını; Zümrüt Gece; Kraliyet Moru; Kızıl Alev; Okyanus Neonu; Platin Buz',
};

/** `names[i][locale]` for preset i. */
export const colorPresetNames = colorPresets.map((_, i) =>
  Object.fromEntries(Object.entries(table).map(([l, v]) => [l, v.split(';')[i]!.trim()])),
) as Record<string, string>[];
