import type { LocaleCode } from '../../../../i18n/locales.ts';

/** Template tags: slugs stored on the template, labels per locale for display and search. */
export const tagKeys = ['gold', 'neon', 'asian', 'classic', 'modern', 'minimal', 'luxury', 'mobile', 'animated', 'jackpot', 'live-dealer', 'crypto', 'sports', 'festive', 'retro', 'vip', 'tournament', 'cartoon', 'fast', 'dark'] as const;
export type TagKey = (typeof tagKeys)[number];

const table: Record<LocaleCode, string> = {
  en: 'Gold; Neon; Asian; Classic; Modern; Minimal; Luxury; Mobile first; Animated; Jackpot; Live dealer; Crypto; Sports; Festive; Retro; VIP; Tournaments; Cartoon; Fast loading; Dark',
  zh: '金色; 霓虹; 东方风; 经典; 现代; 极简; 奢华; 移动优先; 动效; 奖池; 真人荷官; 加密货币; 体育; 节日; 复古; 贵宾; 锦标赛; 卡通; 极速加载; 暗色',
  'zh-TW': '金色; 霓虹; 東方風; 經典; 現代; 極簡; 奢華; 行動優先; 動態效果; 獎池; 真人荷官; 加密貨幣; 體育; 節慶; 復古; 貴賓; 錦標賽; 卡通; 極速載入; 暗色',
  vi: 'Vàng kim; Neon; Phong cách Á Đông; Cổ điển; Hiện đại; Tối giản; Sang trọng; Ưu tiên di động; Hiệu ứng động; Hũ thưởng; Người chia bài trực tiếp; Tiền mã hóa; Thể thao; Lễ hội; Hoài cổ; VIP; Giải đấu; Hoạt hình; Tải nhanh; Nền tối',
  id: 'Emas; Neon; Gaya Asia; Klasik; Modern; Minimalis; Mewah; Utamakan seluler; Animasi; Jackpot; Dealer langsung; Kripto; Olahraga; Meriah; Retro; VIP; Turnamen; Kartun; Cepat dimuat; Gelap',
  ms: 'Emas; Neon; Gaya Asia; Klasik; Moden; Minimalis; Mewah; Utamakan mudah alih; Animasi; Jackpot; Dealer langsung; Kripto; Sukan; Meriah; Retro; VIP; Kejohanan; Kartun; Pantas dimuat; Gelap',
  th: 'สีทอง; นีออน; สไตล์เอเชีย; คลาสสิก; ทันสมัย; มินิมอล; หรูหรา; เน้นมือถือ; ภาพเคลื่อนไหว; แจ็กพอต; ดีลเลอร์สด; คริปโต; กีฬา; เทศกาล; ย้อนยุค; วีไอพี; ทัวร์นาเมนต์; การ์ตูน; โหลดเร็ว; โทนมืด',
  es: 'Dorado; Neón; Estilo asiático; Clásico; Moderno; Minimalista; Lujo; Para celular; Animado; Premio acumulado; Crupier en vivo; Cripto; Deportes; Festivo; Retro; VIP; Torneos; Caricatura; Carga rápida; Oscuro',
  pt: 'Dourado; Neon; Estilo asiático; Clássico; Moderno; Minimalista; Luxo; Foco no celular; Animado; Jackpot acumulado; Crupiê ao vivo; Cripto; Esportes; Festivo; Retrô; VIP; Torneios; Desenho animado; Carregamento rápido; Escuro',
  bn: 'সোনালি; নিয়ন; এশীয় ধাঁচ; ক্লাসিক; আধুনিক; সাদামাটা; বিলাসবহুল; মোবাইলবান্ধব; অ্যানিমেটেড; জ্যাকপট; লাইভ ডিলার; ক্রিপ্টো; খেলাধুলা; উৎসবমুখর; রেট্রো; ভিআইপি; টুর্নামেন্ট; কার্টুন; দ্রুত লোড; গাঢ়',
  ru: 'Золото; Неон; Азиатский стиль; Классика; Современный; Минимализм; Люкс; Для мобильных; Анимация; Джекпот; Живой дилер; Крипто; Спорт; Праздничный; Ретро; VIP-стиль; Турниры; Мультяшный; Быстрая загрузка; Тёмный',
  ja: 'ゴールド; ネオン; アジアン; クラシック; モダン; ミニマル; ラグジュアリー; モバイル優先; アニメーション; ジャックポット; ライブディーラー; 暗号資産; スポーツ; フェスティブ; レトロ; VIP向け; トーナメント; カートゥーン; 高速表示; ダーク',
  ko: '골드; 네온; 아시아풍; 클래식; 모던; 미니멀; 럭셔리; 모바일 우선; 애니메이션; 잭팟; 라이브 딜러; 암호화폐; 스포츠; 축제; 레트로; VIP 전용; 토너먼트; 카툰; 빠른 로딩; 다크',
  ar: 'ذهبي; نيون; طابع آسيوي; كلاسيكي; عصري; بسيط; فاخر; للجوال أولاً; متحرك; الجائزة الكبرى; موزع مباشر; عملات مشفرة; رياضة; احتفالي; قديم الطراز; كبار الشخصيات; بطولات; كرتوني; تحميل سريع; داكن',
  tr: 'Altın; Neon; Asya tarzı; Klasik; Modern; Minimal; Lüks; Önce mobil; Animasyonlu; Jackpot; Canlı krupiye; Kripto; Spor; Şenlikli; Retro; VIP; Turnuvalar; Çizgi film; Hızlı yükleme; Koyu',
};

export const tagLabels = Object.fromEntries(
  Object.entries(table).map(([l, v]) => [l, Object.fromEntries(v.split(';').map((s, i) => [tagKeys[i]!, s.trim()]))]),
) as Record<LocaleCode, Record<TagKey, string>>;
