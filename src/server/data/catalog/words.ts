import type { LocaleCode } from '../../../../i18n/locales.ts';

/**
 * Words that template names are composed of, per locale, in the order of the English
 * concepts. Gendered languages carry their forms: adjectives `m|f` (Russian `m|f|n`),
 * nouns `word|gender` (Spanish `F` = feminine noun taking "el", as in "el Águila").
 */
export const adjectiveKeys = ['golden', 'royal', 'lucky', 'neon', 'crystal', 'silver', 'emerald', 'ruby', 'sapphire', 'imperial', 'mystic', 'wild', 'grand', 'blazing', 'midnight', 'cosmic', 'crimson', 'jade', 'ancient', 'eternal', 'electric', 'velvet', 'infinite'] as const;
export const nounKeys = ['dragon', 'tiger', 'phoenix', 'lion', 'star', 'moon', 'sun', 'lotus', 'diamond', 'pearl', 'crown', 'king', 'queen', 'ace', 'empire', 'fortune', 'treasure', 'wolf', 'eagle', 'samurai', 'pharaoh', 'galaxy', 'thunder', 'unicorn'] as const;
export const placeKeys = ['palace', 'club', 'casino', 'castle', 'kingdom', 'tower', 'temple', 'garden', 'island', 'city', 'arena', 'lounge'] as const;

type Words = Record<LocaleCode, string>;
const split = (w: Words) => Object.fromEntries(Object.entries(w).map(([k, v]) => [k, v.split(';').map((s) => s.trim())])) as Record<LocaleCode, string[]>;

export const adjectives = split({
  en: 'Golden; Royal; Lucky; Neon; Crystal; Silver; Emerald; Ruby; Sapphire; Imperial; Mystic; Wild; Grand; Blazing; Midnight; Cosmic; Crimson; Jade; Ancient; Eternal; Electric; Velvet; Infinite',
  zh: '黄金; 皇家; 幸运; 霓虹; 水晶; 白银; 碧绿; 红宝石; 蓝宝石; 帝王; 神秘; 狂野; 至尊; 烈焰; 午夜; 星际; 赤红; 翡翠; 远古; 永恒; 闪电; 丝绒; 无限',
  'zh-TW': '黃金; 皇家; 幸運; 霓虹; 水晶; 白銀; 碧綠; 紅寶石; 藍寶石; 帝王; 神秘; 狂野; 至尊; 烈焰; 午夜; 星際; 赤紅; 翡翠; 遠古; 永恆; 閃電; 絲絨; 無限',
  vi: 'Vàng; Hoàng Gia; May Mắn; Neon; Pha Lê; Bạc; Lục Bảo; Hồng Ngọc; Lam Ngọc; Đế Vương; Huyền Bí; Hoang Dã; Vĩ Đại; Rực Lửa; Nửa Đêm; Vũ Trụ; Đỏ Thắm; Ngọc Bích; Cổ Đại; Vĩnh Cửu; Tia Chớp; Nhung; Vô Tận',
  id: 'Emas; Kerajaan; Beruntung; Neon; Kristal; Perak; Zamrud; Delima; Safir; Kekaisaran; Mistis; Liar; Agung; Membara; Tengah Malam; Kosmik; Merah; Giok; Kuno; Abadi; Listrik; Beludru; Tanpa Batas',
  ms: 'Emas; Diraja; Bertuah; Neon; Kristal; Perak; Zamrud; Delima; Nilam; Maharaja; Mistik; Liar; Agung; Membara; Tengah Malam; Kosmik; Merah; Jed; Purba; Abadi; Elektrik; Baldu; Tanpa Had',
  th: 'ทองคำ; หลวง; นำโชค; นีออน; คริสตัล; เงิน; มรกต; ทับทิม; ไพลิน; จักรพรรดิ; ลึกลับ; ป่า; ยิ่งใหญ่; เพลิง; เที่ยงคืน; จักรวาล; แดง; หยก; โบราณ; นิรันดร์; สายฟ้า; กำมะหยี่; ไร้ขอบเขต',
  es: 'Dorado|Dorada; Real|Real; Afortunado|Afortunada; Neón|Neón; de Cristal|de Cristal; Plateado|Plateada; Esmeralda|Esmeralda; Rubí|Rubí; Zafiro|Zafiro; Imperial|Imperial; Místico|Mística; Salvaje|Salvaje; Supremo|Suprema; Ardiente|Ardiente; de Medianoche|de Medianoche; Cósmico|Cósmica; Carmesí|Carmesí; de Jade|de Jade; Antiguo|Antigua; Eterno|Eterna; Eléctrico|Eléctrica; de Terciopelo|de Terciopelo; Infinito|Infinita',
  pt: 'Dourado|Dourada; Real|Real; da Sorte|da Sorte; Neon|Neon; de Cristal|de Cristal; Prateado|Prateada; Esmeralda|Esmeralda; Rubi|Rubi; Safira|Safira; Imperial|Imperial; Místico|Mística; Selvagem|Selvagem; Supremo|Suprema; Ardente|Ardente; da Meia-Noite|da Meia-Noite; Cósmico|Cósmica; Carmesim|Carmesim; de Jade|de Jade; Antigo|Antiga; Eterno|Eterna; Elétrico|Elétrica; de Veludo|de Veludo; Infinito|Infinita',
  bn: 'সোনালি; রাজকীয়; ভাগ্যবান; নিয়ন; স্ফটিক; রুপালি; পান্না; রুবি; নীলা; সম্রাটের; রহস্যময়; বুনো; মহান; জ্বলন্ত; মধ্যরাতের; মহাজাগতিক; লাল; জেড; প্রাচীন; চিরন্তন; বৈদ্যুতিক; মখমলি; অসীম',
  ru: 'Золотой|Золотая|Золотое; Королевский|Королевская|Королевское; Счастливый|Счастливая|Счастливое; Неоновый|Неоновая|Неоновое; Хрустальный|Хрустальная|Хрустальное; Серебряный|Серебряная|Серебряное; Изумрудный|Изумрудная|Изумрудное; Рубиновый|Рубиновая|Рубиновое; Сапфировый|Сапфировая|Сапфировое; Имперский|Имперская|Имперское; Мистический|Мистическая|Мистическое; Дикий|Дикая|Дикое; Великий|Великая|Великое; Пылающий|Пылающая|Пылающее; Полуночный|Полуночная|Полуночное; Космический|Космическая|Космическое; Алый|Алая|Алое; Нефритовый|Нефритовая|Нефритовое; Древний|Древняя|Древнее; Вечный|Вечная|Вечное; Электрический|Электрическая|Электрическое; Бархатный|Бархатная|Бархатное; Бесконечный|Бесконечная|Бесконечное',
  ja: 'ゴールデン; ロイヤル; ラッキー; ネオン; クリスタル; シルバー; エメラルド; ルビー; サファイア; インペリアル; ミスティック; ワイルド; グランド; ブレイズ; ミッドナイト; コズミック; クリムゾン; ジェイド; エンシェント; エターナル; エレクトリック; ベルベット; インフィニティ',
  ko: '황금; 로열; 행운의; 네온; 크리스털; 은빛; 에메랄드; 루비; 사파이어; 황제의; 신비한; 야생의; 위대한; 불타는; 한밤의; 우주의; 진홍빛; 비취; 고대의; 영원한; 번개; 벨벳; 무한한',
  ar: 'الذهبي|الذهبية; الملكي|الملكية; المحظوظ|المحظوظة; النيوني|النيونية; البلوري|البلورية; الفضي|الفضية; الزمردي|الزمردية; الياقوتي|الياقوتية; السماوي|السماوية; الإمبراطوري|الإمبراطورية; الغامض|الغامضة; البري|البرية; العظيم|العظيمة; الملتهب|الملتهبة; الليلي|الليلية; الكوني|الكونية; القرمزي|القرمزية; اليشمي|اليشمية; العتيق|العتيقة; الخالد|الخالدة; الكهربائي|الكهربائية; المخملي|المخملية; اللانهائي|اللانهائية',
  tr: 'Altın; Kraliyet; Şanslı; Neon; Kristal; Gümüş; Zümrüt; Yakut; Safir; İmparator; Mistik; Vahşi; Büyük; Alevli; Gece Yarısı; Kozmik; Kızıl; Yeşim; Antik; Ebedi; Elektrikli; Kadife; Sonsuz',
});

export const nouns = split({
  en: 'Dragon; Tiger; Phoenix; Lion; Star; Moon; Sun; Lotus; Diamond; Pearl; Crown; King; Queen; Ace; Empire; Fortune; Treasure; Wolf; Eagle; Samurai; Pharaoh; Galaxy; Thunder; Unicorn',
  zh: '巨龙; 猛虎; 凤凰; 雄狮; 星辰; 明月; 骄阳; 莲花; 钻石; 珍珠; 皇冠; 国王; 女王; 王牌; 帝国; 财富; 宝藏; 苍狼; 雄鹰; 武士; 法老; 银河; 雷霆; 独角兽',
  'zh-TW': '巨龍; 猛虎; 鳳凰; 雄獅; 星辰; 明月; 驕陽; 蓮花; 鑽石; 珍珠; 皇冠; 國王; 女王; 王牌; 帝國; 財富; 寶藏; 蒼狼; 雄鷹; 武士; 法老; 銀河; 雷霆; 獨角獸',
  vi: 'Rồng; Hổ; Phượng Hoàng; Sư Tử; Ngôi Sao; Mặt Trăng; Mặt Trời; Hoa Sen; Kim Cương; Ngọc Trai; Vương Miện; Nhà Vua; Nữ Hoàng; Quân Át; Đế Chế; Vận May; Kho Báu; Sói; Đại Bàng; Samurai; Pharaoh; Thiên Hà; Sấm Sét; Kỳ Lân',
  id: 'Naga; Harimau; Feniks; Singa; Bintang; Bulan; Matahari; Teratai; Berlian; Mutiara; Mahkota; Raja; Ratu; Kartu As; Imperium; Keberuntungan; Harta Karun; Serigala; Elang; Samurai; Firaun; Galaksi; Guntur; Unikorn',
  ms: 'Naga; Harimau; Feniks; Singa; Bintang; Bulan; Matahari; Teratai; Berlian; Mutiara; Mahkota; Raja; Permaisuri; Juara; Empayar; Tuah; Harta Karun; Serigala; Helang; Samurai; Firaun; Galaksi; Guruh; Unikorn',
  th: 'มังกร; เสือ; ฟีนิกซ์; สิงโต; ดวงดาว; จันทรา; สุริยา; ดอกบัว; เพชร; ไข่มุก; มงกุฎ; ราชา; ราชินี; เอซ; จักรวรรดิ; โชคลาภ; สมบัติ; หมาป่า; อินทรี; ซามูไร; ฟาโรห์; กาแล็กซี; อัสนี; ยูนิคอร์น',
  es: 'Dragón|m; Tigre|m; Fénix|m; León|m; Estrella|f; Luna|f; Sol|m; Loto|m; Diamante|m; Perla|f; Corona|f; Rey|m; Reina|f; As|m; Imperio|m; Fortuna|f; Tesoro|m; Lobo|m; Águila|F; Samurái|m; Faraón|m; Galaxia|f; Trueno|m; Unicornio|m',
  pt: 'Dragão|m; Tigre|m; Fênix|f; Leão|m; Estrela|f; Lua|f; Sol|m; Lótus|m; Diamante|m; Pérola|f; Coroa|f; Rei|m; Rainha|f; Ás|m; Império|m; Fortuna|f; Tesouro|m; Lobo|m; Águia|f; Samurai|m; Faraó|m; Galáxia|f; Trovão|m; Unicórnio|m',
  bn: 'ড্রাগন; বাঘ; ফিনিক্স; সিংহ; তারা; চাঁদ; সূর্য; পদ্ম; হীরা; মুক্তা; মুকুট; রাজা; রানি; টেক্কা; সাম্রাজ্য; ভাগ্য; গুপ্তধন; নেকড়ে; ঈগল; সামুরাই; ফারাও; ছায়াপথ; বজ্র; ইউনিকর্ন',
  ru: 'дракон|m; тигр|m; феникс|m; лев|m; звезда|f; луна|f; солнце|n; лотос|m; бриллиант|m; жемчужина|f; корона|f; король|m; королева|f; туз|m; империя|f; фортуна|f; сокровище|n; волк|m; орёл|m; самурай|m; фараон|m; галактика|f; гром|m; единорог|m',
  ja: 'ドラゴン; タイガー; フェニックス; ライオン; スター; ムーン; サン; ロータス; ダイヤモンド; パール; クラウン; キング; クイーン; エース; エンパイア; フォーチュン; トレジャー; ウルフ; イーグル; サムライ; ファラオ; ギャラクシー; サンダー; ユニコーン',
  ko: '드래곤; 호랑이; 불사조; 사자; 별; 달; 태양; 연꽃; 다이아몬드; 진주; 왕관; 킹; 퀸; 에이스; 제국; 행운; 보물; 늑대; 독수리; 사무라이; 파라오; 은하; 천둥; 유니콘',
  ar: 'التنين|m; النمر|m; العنقاء|f; الأسد|m; النجمة|f; القمر|m; الشمس|f; اللوتس|m; الماس|m; اللؤلؤة|f; التاج|m; الملك|m; الملكة|f; الآس|m; الإمبراطورية|f; الحظ|m; الكنز|m; الذئب|m; النسر|m; الساموراي|m; الفرعون|m; المجرة|f; الرعد|m; وحيد القرن|m',
  tr: 'Ejderha; Kaplan; Anka; Aslan; Yıldız; Ay; Güneş; Nilüfer; Elmas; İnci; Taç; Kral; Kraliçe; As; İmparatorluk; Talih; Hazine; Kurt; Kartal; Samuray; Firavun; Galaksi; Yıldırım; Tek Boynuzlu At',
});

/** Place words; Turkish ones carry the compound suffix ("Sarayı"), as they always follow a noun. */
export const places = split({
  en: 'Palace; Club; Casino; Castle; Kingdom; Tower; Temple; Garden; Island; City; Arena; Lounge',
  zh: '宫殿; 俱乐部; 娱乐城; 城堡; 王国; 塔; 神殿; 花园; 岛; 城; 竞技场; 会所',
  'zh-TW': '宮殿; 俱樂部; 娛樂城; 城堡; 王國; 塔; 神殿; 花園; 島; 城; 競技場; 會所',
  vi: 'Cung Điện; Câu Lạc Bộ; Sòng Bài; Lâu Đài; Vương Quốc; Tòa Tháp; Đền Thờ; Khu Vườn; Hòn Đảo; Thành Phố; Đấu Trường; Sảnh',
  id: 'Istana; Klub; Kasino; Kastil; Kerajaan; Menara; Kuil; Taman; Pulau; Kota; Arena; Balai',
  ms: 'Istana; Kelab; Kasino; Kubu; Kerajaan; Menara; Kuil; Taman; Pulau; Bandar; Arena; Dewan',
  th: 'พระราชวัง; คลับ; คาสิโน; ปราสาท; อาณาจักร; หอคอย; วิหาร; สวน; เกาะ; นคร; สนามประลอง; เลานจ์',
  es: 'Palacio; Club; Casino; Castillo; Reino; Torre; Templo; Jardín; Isla; Ciudad; Arena; Salón',
  pt: 'Palácio; Clube; Cassino; Castelo; Reino; Torre; Templo; Jardim; Ilha; Cidade; Arena; Salão',
  bn: 'প্রাসাদ; ক্লাব; ক্যাসিনো; দুর্গ; রাজ্য; টাওয়ার; মন্দির; বাগান; দ্বীপ; নগরী; অ্যারেনা; লাউঞ্জ',
  ru: 'Дворец; Клуб; Казино; Замок; Королевство; Башня; Храм; Сад; Остров; Город; Арена; Салон',
  ja: 'パレス; クラブ; カジノ; キャッスル; キングダム; タワー; テンプル; ガーデン; アイランド; シティ; アリーナ; ラウンジ',
  ko: '팰리스; 클럽; 카지노; 캐슬; 킹덤; 타워; 신전; 가든; 아일랜드; 시티; 아레나; 라운지',
  ar: 'قصر; نادي; كازينو; قلعة; مملكة; برج; معبد; حديقة; جزيرة; مدينة; ساحة; صالة',
  tr: 'Sarayı; Kulübü; Kumarhanesi; Kalesi; Krallığı; Kulesi; Tapınağı; Bahçesi; Adası; Şehri; Arenası; Salonu',
});
