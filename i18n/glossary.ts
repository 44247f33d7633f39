import { siteEditorConcepts, siteEditorTerms } from './glossarySiteEditor.ts';
import type { LocaleCode } from './locales.ts';

/**
 * The one glossary: per locale, the one term for each product concept, and the known wrong
 * variants a reviewer found in earlier catalogs. Catalogs and catalogue data (intro texts,
 * package texts) use the term; tests/unit/glossary.test.ts fails on any wrong variant.
 * New strings (the paid journey) take their words from here.
 */
export const concepts = [
  'site',
  'template',
  'market',
  'package',
  'merchant',
  'operationsAccount',
  'backOffice',
  'backOfficeLink',
  'settlement',
  'topUp',
  'order',
  'checkout',
  'casino',
  'gambling',
  'roundTheClock',
  'liveDealer',
  'launchTime',
  ...siteEditorConcepts,
] as const;
export type Concept = (typeof concepts)[number];
type BaseConcept = Exclude<Concept, (typeof siteEditorConcepts)[number]>;

export interface Term {
  /** The term as the catalogs write it (lower case unless the language has no case). */
  term: string;
  /**
   * The forms the locale accepts for this concept (stems, inflections, compounds), matched
   * case-insensitively inside the text. Listing them makes the concept required: every text
   * whose English says the concept (one of the English forms, whole words) must contain one.
   * In English they are what counts as saying the concept.
   */
  forms?: string[];
  /**
   * Keys where this locale rightly leaves the concept unsaid (an idiom, a shorter label). On the
   * English term: keys where the English word names something else, skipped in every locale; an
   * entry ending in "." covers every key under that prefix.
   */
  except?: string[];
  /** Wrong variants of this concept found before; a catalog text matching one fails. */
  avoid?: RegExp[];
}

/** Rules of voice or spelling that are not one concept (British spelling, formal address). */
export interface StyleRule {
  rule: string;
  avoid: RegExp[];
}

/** A whole word, letters of any script: `\b` only knows ASCII. */
const word = (...words: string[]) => new RegExp(`(?<!\\p{L})(?:${words.join('|')})(?!\\p{L})`, 'iu');
const sevenByTwentyFour = [/7\s*[x×]\s*24/i];

const base: Record<LocaleCode, Record<BaseConcept, Term>> = {
  en: {
    site: { term: 'site', forms: ['site', 'sites'], avoid: [word('stations?'), /site\(s\)/i] },
    template: { term: 'template', avoid: [word('a theme')] },
    market: { term: 'market', avoid: [/market area/i] },
    package: { term: 'package' },
    merchant: { term: 'merchant' },
    operationsAccount: { term: 'operations account' },
    backOffice: { term: 'back office', forms: ['back office', 'back-office'], avoid: [word('back[- ]?end')] },
    backOfficeLink: { term: 'back-office link', forms: ['back-office link'] },
    settlement: {
      term: 'settlement',
      forms: ['settlement', 'settlements', 'settled', 'settle'],
      // Affiliate commission "settled weekly" is commission paid: every language may say "paid".
      except: [
        'home.product.affiliate.body',
        'home.affiliateBody',
        'affiliate.lead',
        'affiliate.b1.title',
        'affiliate.s4.body',
        'alliance.p4.body',
        'legal.terms.s9.body',
        'staff.statements.',
      ],
    },
    topUp: { term: 'top-up' },
    order: { term: 'order' },
    checkout: { term: 'checkout' },
    casino: { term: 'online casino' },
    gambling: { term: 'online gambling', avoid: [/online gaming|gaming sites/i] },
    roundTheClock: { term: '24/7', avoid: sevenByTwentyFour },
    liveDealer: { term: 'live dealer', forms: ['live dealer', 'live dealers'] },
    launchTime: { term: 'launch time', forms: ['launch time'] },
  },
  zh: {
    site: { term: '站点', forms: ['站'], avoid: [/全球站(?!点)/] },
    template: { term: '模板', avoid: [/选择主题/] },
    market: { term: '市场', avoid: [/市场区域/] },
    package: { term: '套餐' },
    merchant: { term: '商户' },
    operationsAccount: { term: '运营账号' },
    backOffice: { term: '后台', avoid: [/管理面板|控制面板/] },
    backOfficeLink: { term: '后台链接' },
    settlement: { term: '结算' },
    topUp: { term: '充值', avoid: [/储值/] },
    order: { term: '订单' },
    checkout: { term: '结账', avoid: [/去结算|待结算站点|要结算的站点/] },
    casino: { term: '在线娱乐场', avoid: [/线上娱乐场/] },
    gambling: { term: '在线博彩', avoid: [/线上博彩|线上游戏/] },
    roundTheClock: { term: '7x24' },
    liveDealer: { term: '真人荷官' },
    launchTime: { term: '上线时间' },
  },
  'zh-TW': {
    site: { term: '網站', forms: ['站'], avoid: [/站點/] },
    template: { term: '範本', avoid: [/模板/] },
    market: { term: '市場', avoid: [/市場區域/] },
    package: { term: '方案', avoid: [/套餐/] },
    merchant: { term: '商家', avoid: [/商戶/] },
    operationsAccount: { term: '營運帳號', avoid: [/運營|賬號/] },
    backOffice: { term: '後台', avoid: [/管理面板|控制面板/] },
    backOfficeLink: { term: '後台連結', avoid: [/後台鏈接/] },
    settlement: { term: '結算' },
    topUp: { term: '儲值', avoid: [/充值/] },
    order: { term: '訂單' },
    checkout: { term: '結帳', avoid: [/結賬/] },
    casino: { term: '線上娛樂城', avoid: [/娛樂場/] },
    gambling: { term: '博弈', avoid: [/博彩/] },
    roundTheClock: { term: '7x24' },
    liveDealer: { term: '真人荷官' },
    launchTime: { term: '上線時間' },
  },
  vi: {
    site: {
      term: 'website',
      avoid: [
        word('trạm'),
        word('trang web'),
        /(?<!\p{L})mở trang(?! quản trị)/iu,
        /(?<!\p{L})trang (casino|toàn cầu|của tôi)/iu,
      ],
    },
    template: { term: 'mẫu giao diện', avoid: [/vui lòng chọn giao diện/i] },
    market: { term: 'thị trường', avoid: [/khu vực thị trường/i] },
    package: { term: 'gói' },
    merchant: { term: 'đối tác kinh doanh' },
    operationsAccount: { term: 'tài khoản vận hành' },
    backOffice: { term: 'trang quản trị', forms: ['quản trị'] },
    backOfficeLink: { term: 'liên kết quản trị' },
    settlement: { term: 'quyết toán', avoid: [/đối soát D0/i, /trang Đối soát/i] },
    topUp: { term: 'nạp' },
    order: { term: 'đơn hàng' },
    checkout: { term: 'đặt hàng' },
    casino: { term: 'casino trực tuyến', avoid: [/sòng bài trực tuyến/i] },
    gambling: { term: 'cờ bạc trực tuyến' },
    roundTheClock: { term: '24/7', avoid: sevenByTwentyFour },
    liveDealer: { term: 'người chia bài trực tiếp' },
    launchTime: { term: 'thời điểm ra mắt', avoid: [/thời gian hoạt động/i, /uptime/i] },
  },
  id: {
    site: { term: 'situs', avoid: [word('stasiun')] },
    template: { term: 'templat', avoid: [word('template')] },
    market: { term: 'pasar', avoid: [/wilayah pasar/i] },
    package: { term: 'paket' },
    merchant: { term: 'merchant' },
    operationsAccount: { term: 'akun operasional' },
    backOffice: { term: 'panel admin', avoid: [/back-?end/i] },
    backOfficeLink: { term: 'tautan panel admin' },
    settlement: {
      term: 'penyelesaian dana',
      forms: ['penyelesaian dana', 'diselesaikan'],
      avoid: [/penyelesaian pembayaran/i, /saldo penyelesaian(?! dana)/i],
    },
    topUp: { term: 'isi ulang' },
    order: { term: 'pesanan' },
    checkout: { term: 'checkout' },
    casino: { term: 'kasino online', avoid: [/kasino daring/i] },
    gambling: { term: 'perjudian online', avoid: [/(perjudian|taruhan) daring/i] },
    roundTheClock: { term: '24/7', avoid: sevenByTwentyFour },
    liveDealer: { term: 'dealer langsung' },
    launchTime: { term: 'waktu peluncuran', avoid: [/waktu aktif/i] },
  },
  ms: {
    site: { term: 'laman', avoid: [word('stesen')] },
    template: { term: 'templat', avoid: [word('template')] },
    market: { term: 'pasaran', avoid: [/kawasan pasaran/i] },
    package: { term: 'pakej' },
    merchant: { term: 'peniaga' },
    operationsAccount: { term: 'akaun operasi' },
    backOffice: { term: 'panel pentadbir', avoid: [/bahagian belakang/i] },
    backOfficeLink: { term: 'pautan panel pentadbir' },
    settlement: { term: 'penyelesaian', forms: ['penyelesaian', 'diselesaikan'] },
    topUp: { term: 'tambah nilai' },
    order: { term: 'pesanan' },
    checkout: { term: 'checkout', avoid: [/pembayaran keluar/i] },
    casino: { term: 'kasino dalam talian' },
    gambling: { term: 'perjudian dalam talian' },
    roundTheClock: { term: '24/7', avoid: sevenByTwentyFour },
    liveDealer: { term: 'dealer langsung', avoid: [/peniaga (langsung|secara langsung)/i] },
    launchTime: { term: 'masa pelancaran' },
  },
  th: {
    site: { term: 'เว็บไซต์', avoid: [/สถานี/] },
    template: { term: 'เทมเพลต', avoid: [/เลือกธีม/] },
    market: { term: 'ตลาด', avoid: [/พื้นที่ตลาด/] },
    package: { term: 'แพ็กเกจ' },
    merchant: { term: 'ผู้ประกอบการ', avoid: [/ร้านค้า/] },
    operationsAccount: { term: 'บัญชีฝ่ายปฏิบัติการ', avoid: [/บัญชีดำเนินงาน|บัญชีสำหรับการดำเนินงาน/] },
    backOffice: { term: 'ระบบหลังบ้าน' },
    backOfficeLink: { term: 'ลิงก์ระบบหลังบ้าน', avoid: [/ลิงก์หลังบ้าน/] },
    /*
     * Settlement is the merchant's money with the platform: the balance they top up and pay
     * from, and the gateway's D0 payouts. Thai merchants read those as ยอดคงเหลือ (the balance,
     * as PayPal, Omise and the banks' merchant apps name it) and รับเงิน ("receive the money":
     * "รับเงินแบบ D0", "รอบการรับเงิน" in Thai gateways' terms). Rejected:
     * - ชำระดุล: the Bank of Thailand's interbank jargon, and ดุล itself means balance, so
     *   "ยอดคงเหลือชำระดุล" read "balance balance-settlement";
     * - ชำระบัญชี: liquidation (winding up a company, ผู้ชำระบัญชี is the liquidator);
     * - ยอดชำระ: the amount due on a bill: the opposite direction.
     * Affiliate weeks are closed with ปิดยอด and commission is จ่าย (paid): see the English except.
     */
    settlement: { term: 'รับเงิน', forms: ['รับเงิน', 'ยอดคงเหลือ'], avoid: [/ชำระดุล/, /ชำระบัญชี/] },
    topUp: { term: 'เติมเงิน' },
    order: { term: 'คำสั่งซื้อ' },
    checkout: { term: 'สั่งซื้อ' },
    casino: { term: 'คาสิโนออนไลน์' },
    gambling: { term: 'การพนันออนไลน์' },
    roundTheClock: { term: '24 ชั่วโมงทุกวัน', avoid: sevenByTwentyFour },
    liveDealer: { term: 'ดีลเลอร์สด' },
    launchTime: { term: 'เวลาเปิดใช้งาน' },
  },
  es: {
    site: { term: 'sitio', avoid: [/estaci[oó]n/i] },
    template: { term: 'plantilla', avoid: [/seleccione un tema/i] },
    market: { term: 'mercado', avoid: [/área de mercado/i] },
    package: { term: 'paquete' },
    merchant: { term: 'comerciante' },
    operationsAccount: { term: 'cuenta de operaciones' },
    backOffice: { term: 'panel de gestión', avoid: [/back-?end/i] },
    backOfficeLink: { term: 'enlace al panel de gestión' },
    settlement: { term: 'liquidación', forms: ['liquida'] },
    topUp: { term: 'recarga' },
    order: { term: 'pedido' },
    checkout: { term: 'finalizar la compra' },
    casino: { term: 'casino online' },
    gambling: { term: 'juego online', avoid: [/(juego|apuestas) en línea/i] },
    roundTheClock: { term: '24/7', avoid: sevenByTwentyFour },
    liveDealer: { term: 'crupier', forms: ['crupier'] },
    launchTime: { term: 'fecha de lanzamiento' },
  },
  pt: {
    site: { term: 'site', avoid: [/esta[çc](ão|ões)/i] },
    template: { term: 'modelo', avoid: [/selecione um tema/i] },
    market: { term: 'mercado' },
    package: { term: 'pacote' },
    merchant: { term: 'lojista' },
    operationsAccount: { term: 'conta de operações', avoid: [word('conta de operação')] },
    backOffice: { term: 'painel de gestão', avoid: [/back-?end/i] },
    backOfficeLink: { term: 'link do painel de gestão' },
    settlement: { term: 'liquidação', forms: ['liquida'] },
    topUp: { term: 'recarga' },
    order: { term: 'pedido' },
    checkout: { term: 'finalizar a compra' },
    casino: { term: 'cassino online' },
    gambling: { term: 'jogos de azar online', avoid: [/on-line/i, /os jogos online são/i] },
    roundTheClock: { term: '24/7', avoid: sevenByTwentyFour },
    liveDealer: { term: 'crupiê', forms: ['crupiê'] },
    launchTime: { term: 'data de lançamento' },
  },
  bn: {
    site: { term: 'সাইট', avoid: [/স্টেশন/] },
    template: { term: 'টেমপ্লেট', avoid: [/একটি থিম/, /রঙের থিম/] },
    market: { term: 'বাজার', avoid: [/মার্কেট(?!িং)/] },
    package: { term: 'প্যাকেজ' },
    merchant: { term: 'মার্চেন্ট' },
    operationsAccount: { term: 'অপারেশনস অ্যাকাউন্ট', avoid: [/অপারেশন অ্যাকাউন্ট/] },
    backOffice: { term: 'অ্যাডমিন প্যানেল', avoid: [/ব্যাক-এন্ড/] },
    backOfficeLink: { term: 'অ্যাডমিন প্যানেলের লিংক' },
    settlement: { term: 'সেটেলমেন্ট', forms: ['সেটেল'], avoid: [/নিষ্পত্তি/, /ব্যালান্স/] },
    topUp: { term: 'টপ-আপ' },
    order: { term: 'অর্ডার' },
    checkout: { term: 'চেকআউট' },
    casino: { term: 'অনলাইন ক্যাসিনো' },
    gambling: { term: 'অনলাইন জুয়া', avoid: [/অনলাইন গেমিং/] },
    roundTheClock: { term: '২৪/৭', avoid: [...sevenByTwentyFour, /৭x২৪/] },
    liveDealer: { term: 'লাইভ ডিলার' },
    launchTime: { term: 'চালুর সময়' },
  },
  ru: {
    site: {
      term: 'сайт',
      // "White-label online casino sites": the casino is the site.
      except: ['meta.siteDescription', 'page.home'],
      avoid: [/станци/i],
    },
    template: { term: 'шаблон', avoid: [/выберите тему/i] },
    market: { term: 'рынок', avoid: [/регион рынка/i] },
    package: { term: 'пакет' },
    merchant: { term: 'мерчант' },
    operationsAccount: { term: 'операционный аккаунт' },
    backOffice: {
      term: 'панель управления',
      forms: ['панель управления', 'панели управления', 'панелью управления'],
      avoid: [/админ-панел/iu],
    },
    backOfficeLink: {
      term: 'ссылка на панель управления',
      forms: ['ссылка на панель управления', 'ссылку на панель управления'],
    },
    settlement: { term: 'расчёт', forms: ['расчёт', 'рассчит'], avoid: [/расч[её]тн\p{L}* баланс/iu] },
    topUp: { term: 'пополнение' },
    order: { term: 'заказ' },
    checkout: { term: 'оформить заказ' },
    casino: { term: 'онлайн-казино' },
    gambling: { term: 'азартные онлайн-игры', avoid: [/онлайн-азартн/i, /^онлайн-игры регулируются/i] },
    roundTheClock: { term: '24/7', avoid: sevenByTwentyFour },
    liveDealer: { term: 'живой дилер', forms: ['живой дилер', 'живые дилеры'] },
    launchTime: { term: 'время запуска' },
  },
  ja: {
    site: {
      term: 'サイト',
      // "Open a site", "check the site out again": Japanese says 開設 and 購入手続き alone.
      except: ['home.soonBody', 'created.ui.closedNote4', 'created.ui.closedNote5'],
      avoid: [/ステーション/],
    },
    template: { term: 'テンプレート', avoid: [/テーマを選択/] },
    market: { term: '市場', avoid: [/市場エリア/] },
    package: { term: 'パッケージ' },
    merchant: { term: '加盟店' },
    operationsAccount: { term: '運営アカウント' },
    backOffice: { term: '管理画面' },
    backOfficeLink: { term: '管理画面リンク', avoid: [/管理画面のリンク/] },
    settlement: { term: '精算' },
    topUp: { term: 'チャージ' },
    order: { term: '注文' },
    checkout: { term: '購入手続き' },
    casino: { term: 'オンラインカジノ' },
    gambling: { term: 'オンラインギャンブル', avoid: [/オンラインゲーム/] },
    roundTheClock: { term: '24時間365日', avoid: sevenByTwentyFour },
    liveDealer: { term: 'ライブディーラー' },
    launchTime: { term: '公開日時' },
  },
  ko: {
    site: { term: '사이트', avoid: [/스테이션/] },
    template: { term: '템플릿', avoid: [/테마를 선택/, /색상 테마/] },
    market: { term: '시장', avoid: [/시장 지역/] },
    package: { term: '패키지' },
    merchant: { term: '가맹점' },
    operationsAccount: { term: '운영 계정' },
    backOffice: { term: '관리자 페이지', avoid: [/관리자 화면/] },
    backOfficeLink: { term: '관리자 페이지 링크', avoid: [/관리자 링크/] },
    settlement: { term: '정산' },
    topUp: { term: '충전' },
    order: { term: '주문' },
    checkout: { term: '주문하기' },
    casino: { term: '온라인 카지노' },
    gambling: { term: '온라인 도박', avoid: [/온라인 게임 사이트|온라인 게임은/] },
    roundTheClock: { term: '연중무휴 24시간', avoid: sevenByTwentyFour },
    liveDealer: { term: '라이브 딜러' },
    launchTime: { term: '오픈 시각' },
  },
  ar: {
    site: { term: 'موقع', forms: ['موقع', 'مواقع'], avoid: [/محط(ة|ات)/] },
    template: { term: 'قالب', avoid: [/اختيار سمة/] },
    market: { term: 'سوق', avoid: [/منطقة السوق/] },
    package: { term: 'باقة' },
    merchant: { term: 'تاجر' },
    operationsAccount: { term: 'حساب العمليات', avoid: [/حساب التشغيل/] },
    backOffice: { term: 'لوحة التحكم', forms: ['لوحة التحكم', 'لوحة تحكم'] },
    backOfficeLink: { term: 'رابط لوحة التحكم' },
    settlement: { term: 'تسوية', forms: ['تسوي', 'تسو', 'تُسو'] },
    topUp: { term: 'شحن' },
    order: { term: 'طلب' },
    checkout: { term: 'إتمام الشراء' },
    casino: { term: 'كازينو إلكتروني' },
    gambling: { term: 'القمار عبر الإنترنت', avoid: [/الألعاب الإلكترونية/] },
    roundTheClock: { term: 'على مدار الساعة', avoid: sevenByTwentyFour },
    liveDealer: { term: 'موزع مباشر', forms: ['موزع مباشر', 'الموزعون المباشرون'] },
    launchTime: { term: 'وقت الإطلاق' },
  },
  tr: {
    site: { term: 'site', avoid: [/istasyon/i] },
    template: { term: 'şablon', avoid: [/bir tema seçin/i] },
    market: { term: 'pazar', avoid: [/pazar bölgesi/i] },
    package: { term: 'paket' },
    merchant: { term: 'üye işyeri' },
    operationsAccount: { term: 'operasyon hesabı' },
    backOffice: { term: 'yönetim paneli', forms: ['yönetim panel'] },
    backOfficeLink: { term: 'yönetim paneli bağlantısı' },
    /*
     * Turkish merchants read their money with a provider as bakiye (the balance, as in every
     * wallet and POS panel) and the provider's payout as hakediş (iyzico, PayTR: "hakediş günü",
     * "D0 hakediş"). "Hesap kesimi" is a credit card's statement cut-off: a merchant reads
     * "hesap kesimi bakiyesi" as a card bill. Affiliate commission is simply ödenir (paid).
     */
    settlement: {
      term: 'hakediş',
      forms: ['hakediş', 'hakedi', 'bakiye', 'bakiy'],
      avoid: [/hesap kesim/i, /D0 mutabakat/i, /mutabakat bakiye/i],
    },
    topUp: { term: 'yükleme' },
    order: { term: 'sipariş' },
    checkout: { term: 'siparişi tamamla' },
    casino: { term: 'online casino', avoid: [/kumarhane/i] },
    gambling: { term: 'online kumar', avoid: [/çevrim ?içi/i, /online oyunlar/i] },
    roundTheClock: { term: '7/24', avoid: sevenByTwentyFour },
    liveDealer: { term: 'canlı krupiye' },
    launchTime: { term: 'yayına giriş zamanı' },
  },
};

/** The one glossary: the concepts above and the site editor's (i18n/glossarySiteEditor.ts). */
export const glossary = Object.fromEntries(
  Object.entries(base).map(([code, terms]) => [
    code,
    {
      ...terms,
      ...Object.fromEntries(
        Object.entries(siteEditorTerms[code as LocaleCode]).map(([c, [term, forms, avoid, except]]) => [
          c,
          { term, forms, ...(avoid && { avoid }), ...(except && { except }) },
        ]),
      ),
    },
  ]),
) as Record<LocaleCode, Record<Concept, Term>>;

/** Voice and spelling, per locale. */
export const style: Partial<Record<LocaleCode, StyleRule[]>> = {
  en: [{ rule: 'British spelling: colour', avoid: [/(?<!\{\{)\bcolor/i] }],
  'zh-TW': [
    {
      rule: 'Taiwan usage, not Mainland terms',
      avoid: [/營銷|伙伴|白標|視頻|軟件|默認|型別/, /銀行卡|發起付款|幣種|牌照/],
    },
  ],
  es: [
    {
      rule: 'usted, never tú',
      // Only forms that cannot be usted ("elige", "envía" can: "usted elige").
      avoid: [
        word('tu', 'tus', 'tú', 'tienes', 'puedes', 'quieres', 'envíes', 'pagues', 'úsala', 'cópialo', 'publícalo'),
        word('inténtalo', 'reinténtalo', 'págalo', 'cierras', 'podrás', 'elegiste', 'iniciarás', 'selecciónalo'),
        // An imperative opening a sentence: usted says "Inicie", "Elija", "Agregue", "Deje".
        /(?:^|[.:;!?]\s*)(?:inicia|elige|escribe|añade|agrega|deja|edita|importa|vuelve|intenta|revisa|usa|abre|pide|introduce|ingresa|selecciona)(?!\p{L})/iu,
      ],
    },
    {
      rule: 'Spanish for Mexico, the only Spanish market, not for Spain',
      avoid: [
        word('bote', 'céntimos?', 'ordenador(?:es)?', 'vídeos?', 'costes?', 'rellene', 'monederos?', 'portátil', 'NIF'),
        /(?<!\p{L})(?:añad\p{L}*|caduc\p{L}*|introduzca|introducir|(?<!dinero )móvil(?:es)?)(?!\p{L})/iu,
        // The withdrawal is el retiro ("la plantilla ha sido retirada" is another word).
        /(?<!\p{L})(?:la|las|una|su|sus|esta|de) retiradas?(?!\p{L})/iu,
      ],
    },
  ],
  pt: [
    // Three names for one screen confused readers: the screen is "Design do site", the tool "editor".
    { rule: 'the designer is "Design do site"', avoid: [/personaliza[çc][ãa]o/i] },
  ],
  ar: [
    {
      rule: 'الطلب is an order: a request is البيانات المُرسَلة or طلب HTTP',
      avoid: [/معلمات الطلب|حجم الطلب|فشل الطلب|توقيع الطلب|خطأ في الطلب|لم يصدر هذا الطلب|طلب دفع مختلف/],
    },
    {
      rule: 'a page has a عنوان (its title) and a رابط (its address): the address is never العنوان',
      avoid: [/صفحة[^.؛]*(?:هذا العنوان|عنوانها فارغ)|العنوان في الرابط/],
    },
  ],
  ms: [
    { rule: '"daripada" before a price reads "than": write "bermula"', avoid: [/daripada (\{\{\w*[pP]rice\}\}|\d)/i] },
  ],
};
