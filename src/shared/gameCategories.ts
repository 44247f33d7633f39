import type { LocaleCode } from '../../i18n/locales.ts';

/**
 * Game category kinds and their names in every language: the catalogue groups templates by
 * them (server/data/catalog) and a site's pages and lobby rows are made of them (siteDesign).
 */
/** Each market has its own subset (what its players play). */
export const categoryKinds = [
  'slots',
  'live',
  'sports',
  'lottery',
  'fishing',
  'poker',
  'esports',
  'crypto',
  'bingo',
  'cards',
  'arcade',
  'virtual',
] as const;
export type CategoryKind = (typeof categoryKinds)[number];

const table: Record<LocaleCode, string> = {
  en: 'Slots; Live casino; Sports betting; Lottery; Fishing games; Poker; Esports; Crypto casino; Bingo; Card games; Arcade & crash; Virtual sports',
  zh: '老虎机; 真人娱乐; 体育投注; 彩票; 捕鱼游戏; 扑克; 电子竞技; 加密货币娱乐场; 宾果; 棋牌游戏; 街机游戏; 虚拟体育',
  'zh-TW':
    '老虎機; 真人娛樂; 體育投注; 彩券; 捕魚遊戲; 撲克; 電子競技; 加密貨幣娛樂城; 賓果; 棋牌遊戲; 街機遊戲; 虛擬體育',
  vi: 'Nổ hũ; Casino trực tiếp; Cá cược thể thao; Xổ số; Bắn cá; Poker; Thể thao điện tử; Casino tiền mã hóa; Bingo; Game bài; Trò chơi arcade; Thể thao ảo',
  id: 'Slot; Kasino langsung; Taruhan olahraga; Lotere; Tembak ikan; Poker; E-sport; Kasino kripto; Bingo; Permainan kartu; Arkade; Olahraga virtual',
  ms: 'Slot; Kasino langsung; Pertaruhan sukan; Loteri; Tembak ikan; Poker; E-sukan; Kasino kripto; Bingo; Permainan kad; Arked; Sukan maya',
  th: 'สล็อต; คาสิโนสด; เดิมพันกีฬา; หวย; เกมยิงปลา; โป๊กเกอร์; อีสปอร์ต; คาสิโนคริปโต; บิงโก; เกมไพ่; เกมอาร์เคด; กีฬาเสมือนจริง',
  es: 'Tragamonedas; Casino en vivo; Apuestas deportivas; Lotería; Juegos de pesca; Póker; Esports; Casino cripto; Bingo; Juegos de cartas; Arcade y crash; Deportes virtuales',
  pt: 'Caça-níqueis; Cassino ao vivo; Apostas esportivas; Loteria; Jogos de pesca; Pôquer; eSports; Cassino cripto; Bingo; Jogos de cartas; Arcade e crash; Esportes virtuais',
  bn: 'স্লট; লাইভ ক্যাসিনো; খেলার বাজি; লটারি; মাছ শিকারের খেলা; পোকার; ই-স্পোর্টস; ক্রিপ্টো ক্যাসিনো; বিঙ্গো; তাসের খেলা; আর্কেড গেম; ভার্চুয়াল স্পোর্টস',
  ru: 'Слоты; Живое казино; Ставки на спорт; Лотереи; Игры-рыбалки; Покер; Киберспорт; Криптоказино; Бинго; Карточные игры; Аркады и краш-игры; Виртуальный спорт',
  ja: 'スロット; ライブカジノ; スポーツベット; 宝くじ; 釣りゲーム; ポーカー; eスポーツ; 暗号資産カジノ; ビンゴ; カードゲーム; アーケード; バーチャルスポーツ',
  ko: '슬롯; 라이브 카지노; 스포츠 베팅; 복권; 피싱 게임; 포커; e스포츠; 암호화폐 카지노; 빙고; 카드 게임; 아케이드; 가상 스포츠',
  ar: 'ألعاب السلوت; الكازينو المباشر; المراهنات الرياضية; اليانصيب; ألعاب صيد السمك; البوكر; الرياضات الإلكترونية; كازينو العملات المشفرة; البينغو; ألعاب الورق; ألعاب الأركيد; الرياضات الافتراضية',
  tr: 'Slotlar; Canlı casino; Spor bahisleri; Piyango; Balık avı oyunları; Poker; E-spor; Kripto casino; Tombala; Kart oyunları; Atari oyunları; Sanal sporlar',
};

/** `names[kind][locale]`. */
export const categoryNames = Object.fromEntries(
  categoryKinds.map((k, i) => [
    k,
    Object.fromEntries(Object.entries(table).map(([l, v]) => [l, v.split(';')[i]!.trim()])),
  ]),
) as Record<CategoryKind, Record<string, string>>;
