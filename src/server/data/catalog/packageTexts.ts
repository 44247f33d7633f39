import type { LocaleCode } from '../../../../i18n/locales.ts';

/** Package tiers: name and description per locale (`name | starter text | pro text | enterprise text`). */
export const tiers = ['starter', 'pro', 'enterprise'] as const;
export type Tier = (typeof tiers)[number];

const names: Record<LocaleCode, string> = {
  en: 'Starter; Professional; Enterprise',
  zh: '入门版; 专业版; 企业版',
  'zh-TW': '入門版; 專業版; 企業版',
  vi: 'Khởi đầu; Chuyên nghiệp; Doanh nghiệp',
  id: 'Pemula; Profesional; Perusahaan',
  ms: 'Permulaan; Profesional; Perusahaan',
  th: 'เริ่มต้น; มืออาชีพ; องค์กร',
  es: 'Inicial; Profesional; Empresa',
  pt: 'Inicial; Profissional; Empresarial',
  bn: 'প্রারম্ভিক; পেশাদার; প্রাতিষ্ঠানিক',
  ru: 'Стартовый; Профессиональный; Корпоративный',
  ja: 'スターター; プロフェッショナル; エンタープライズ',
  ko: '스타터; 프로페셔널; 엔터프라이즈',
  ar: 'باقة البداية; الباقة الاحترافية; باقة المؤسسات',
  tr: 'Başlangıç; Profesyonel; Kurumsal',
};

const descriptions: Record<LocaleCode, [string, string, string]> = {
  en: [
    'One ready-made casino site: pick a template and colours, and go live in minutes.',
    'Three sites for a growing operator, with multi-currency wallets and marketing perks.',
    'Ten sites for a large operator, with a dedicated team, custom design and a priority launch.',
  ],
  zh: ['一个现成的娱乐场站点：选好模板和配色，几分钟即可上线。', '三个站点，适合成长中的运营商，含多币种钱包和营销福利。', '十个站点，适合大型运营商，配备专属团队、定制设计和优先上线。'],
  'zh-TW': ['一個現成的娛樂城網站：選好範本和配色，幾分鐘即可上線。', '三個網站，適合成長中的營運商，含多幣別錢包和行銷福利。', '十個網站，適合大型營運商，配備專屬團隊、客製設計和優先上線。'],
  vi: [
    'Một website casino dựng sẵn: chọn mẫu giao diện và màu sắc, lên sóng chỉ trong vài phút.',
    'Ba website cho nhà vận hành đang phát triển, kèm ví đa tiền tệ và ưu đãi tiếp thị.',
    'Mười website cho nhà vận hành lớn, có đội ngũ riêng, thiết kế theo yêu cầu và ưu tiên ra mắt.',
  ],
  id: [
    'Satu situs kasino siap pakai: pilih templat dan warna, lalu tayang dalam hitungan menit.',
    'Tiga situs untuk operator yang sedang berkembang, dengan dompet multi-mata uang dan dukungan pemasaran.',
    'Sepuluh situs untuk operator besar, dengan tim khusus, desain kustom, dan peluncuran prioritas.',
  ],
  ms: [
    'Satu laman kasino sedia guna: pilih templat dan warna, kemudian mula beroperasi dalam beberapa minit.',
    'Tiga laman untuk pengendali yang sedang berkembang, dengan dompet pelbagai mata wang dan sokongan pemasaran.',
    'Sepuluh laman untuk pengendali besar, dengan pasukan khusus, reka bentuk tersuai dan pelancaran keutamaan.',
  ],
  th: [
    'เว็บไซต์คาสิโนสำเร็จรูป 1 เว็บ: เลือกเทมเพลตและสี แล้วเปิดใช้งานได้ในไม่กี่นาที',
    'เว็บไซต์ 3 เว็บสำหรับผู้ให้บริการที่กำลังเติบโต พร้อมกระเป๋าเงินหลายสกุลและสิทธิพิเศษด้านการตลาด',
    'เว็บไซต์ 10 เว็บสำหรับผู้ให้บริการรายใหญ่ พร้อมทีมงานเฉพาะ งานออกแบบตามสั่ง และเปิดตัวก่อนใคร',
  ],
  es: [
    'Un sitio de casino listo para usar: elija plantilla y colores y publíquelo en minutos.',
    'Tres sitios para un operador en crecimiento, con billeteras multidivisa y ventajas de marketing.',
    'Diez sitios para grandes operadores, con un equipo dedicado, diseño a medida y lanzamiento prioritario.',
  ],
  pt: [
    'Um site de cassino pronto: escolha o modelo e as cores e entre no ar em minutos.',
    'Três sites para um operador em crescimento, com carteiras multimoeda e vantagens de marketing.',
    'Dez sites para grandes operadores, com equipe dedicada, design sob medida e lançamento prioritário.',
  ],
  bn: [
    'একটি তৈরি ক্যাসিনো সাইট: টেমপ্লেট ও রং বেছে নিন, কয়েক মিনিটেই চালু করুন।',
    'বাড়তে থাকা অপারেটরের জন্য তিনটি সাইট, সঙ্গে বহু-মুদ্রার ওয়ালেট ও বিপণন সুবিধা।',
    'বড় অপারেটরের জন্য দশটি সাইট, নিজস্ব দল, কাস্টম ডিজাইন ও অগ্রাধিকারভিত্তিক চালু।',
  ],
  ru: [
    'Один готовый сайт казино: выберите шаблон и цвета — и запуститесь за считаные минуты.',
    'Три сайта для растущего оператора, с мультивалютными кошельками и маркетинговыми бонусами.',
    'Десять сайтов для крупного оператора: выделенная команда, индивидуальный дизайн и приоритетный запуск.',
  ],
  ja: [
    'すぐに使えるカジノサイト1つ。テンプレートと配色を選べば、数分で公開できます。',
    '成長中のオペレーター向けの3サイト。多通貨ウォレットとマーケティング特典付き。',
    '大規模オペレーター向けの10サイト。専任チーム、オーダーメイドのデザイン、優先ローンチ付き。',
  ],
  ko: [
    '바로 쓸 수 있는 카지노 사이트 1개: 템플릿과 색상만 고르면 몇 분 만에 오픈합니다.',
    '성장하는 운영사를 위한 사이트 3개, 다중 통화 지갑과 마케팅 혜택 포함.',
    '대형 운영사를 위한 사이트 10개, 전담 팀과 맞춤 디자인, 우선 오픈 지원.',
  ],
  ar: [
    'موقع كازينو جاهز واحد: اختر القالب والألوان وانطلق خلال دقائق.',
    'ثلاثة مواقع للمشغّل المتنامي، مع محافظ متعددة العملات ومزايا تسويقية.',
    'عشرة مواقع للمشغّلين الكبار، مع فريق مخصص وتصميم حسب الطلب وإطلاق ذي أولوية.',
  ],
  tr: [
    'Kullanıma hazır tek bir casino sitesi: şablonu ve renkleri seçin, dakikalar içinde yayına alın.',
    'Büyüyen operatörler için üç site; çoklu para birimi cüzdanları ve pazarlama avantajlarıyla.',
    'Büyük operatörler için on site; özel ekip, size özel tasarım ve öncelikli lansmanla.',
  ],
};

export function tierName(locale: LocaleCode, tier: Tier): string {
  return names[locale].split(';')[tiers.indexOf(tier)]!.trim();
}

export function tierDescription(locale: LocaleCode, tier: Tier): string {
  return descriptions[locale][tiers.indexOf(tier)]!;
}
