import type { LocaleCode } from './locales.ts';

/**
 * The site editor's and the money screens' concepts, one term per locale (i18n/glossary.ts
 * merges these into the one glossary; they live here to keep each file readable).
 * Distinctions every locale keeps:
 * - undo is one edit step back in the editor; rollback returns the live site to an earlier
 *   published version. The two never share a word (the glossary test checks it).
 * - publish is the act (Publishing…); "live" (the version players see) is said otherwise.
 * - a page's title (what the menu shows) and its address (the part of the URL) are two words.
 */
export const siteEditorConcepts = [
  'publish',
  'version',
  'rollback',
  'undo',
  'domain',
  'dnsRecord',
  'balance',
  'section',
  'page',
  'draft',
] as const;
export type SiteEditorConcept = (typeof siteEditorConcepts)[number];

/** [term, forms, avoid, except]: as Term in glossary.ts; English `except` holds for every locale. */
type Entry = [term: string, forms: string[], avoid?: RegExp[] | undefined, except?: string[]];

export const siteEditorTerms: Record<LocaleCode, Record<SiteEditorConcept, Entry>> = {
  en: {
    publish: ['publish', ['publish', 'published', 'publishing', 'publishes']],
    // The Terms' "latest version" is a document's edition, not a published site version.
    version: ['version', ['version', 'versions'], undefined, ['legal.terms.s12.body']],
    rollback: ['roll back', ['roll back', 'rollback', 'rolled back', 'rolls back']],
    undo: ['undo', ['undo']],
    domain: ['domain', ['domain', 'domains']],
    dnsRecord: ['DNS record', ['DNS record', 'DNS records']],
    balance: ['balance', ['balance', 'balances']],
    // "Back office sections", "Console sections": the navigation's areas, not a page's sections.
    section: ['section', ['section', 'sections'], undefined, ['console.nav.label', 'staff.nav.label']],
    page: ['page', ['page', 'pages']],
    draft: ['draft', ['draft', 'drafts']],
  },
  zh: {
    publish: ['发布', ['发布']],
    version: ['版本', ['版本']],
    rollback: ['回滚', ['回滚']],
    undo: ['撤销', ['撤销']],
    domain: ['域名', ['域名']],
    dnsRecord: ['DNS 记录', ['DNS 记录', 'DNS记录']],
    balance: ['余额', ['余额']],
    // 版块, as in most Chinese site builders; 区块 reads as a blockchain block.
    section: ['版块', ['版块'], [/区块(?!链)/]],
    page: ['页面', ['页']],
    draft: ['草稿', ['草稿']],
  },
  'zh-TW': {
    publish: ['發布', ['發布']],
    version: ['版本', ['版本']],
    // 復原 is Windows' and Office's Undo in Taiwan; returning the site to a version is 還原.
    rollback: ['還原', ['還原']],
    undo: ['復原', ['復原']],
    domain: ['網域', ['網域']],
    // 紀錄 is Taiwan's standard noun (記錄 the verb), as in the catalog's other records.
    dnsRecord: ['DNS 紀錄', ['DNS 紀錄', 'DNS紀錄'], [/DNS ?記錄/]],
    balance: ['餘額', ['餘額']],
    section: ['區塊', ['區塊']],
    page: ['頁面', ['頁']],
    draft: ['草稿', ['草稿']],
  },
  vi: {
    publish: ['xuất bản', ['xuất bản']],
    version: ['phiên bản', ['phiên bản']],
    rollback: ['khôi phục', ['khôi phục']],
    undo: ['hoàn tác', ['hoàn tác']],
    domain: ['tên miền', ['tên miền']],
    dnsRecord: ['bản ghi DNS', ['bản ghi DNS']],
    balance: ['số dư', ['số dư']],
    section: ['phần', ['phần']],
    page: ['trang', ['trang']],
    draft: ['bản nháp', ['bản nháp']],
  },
  id: {
    publish: ['terbitkan', ['terbit', 'menerbitkan', 'penerbitan']],
    version: ['versi', ['versi']],
    rollback: ['kembalikan', ['kembali']],
    undo: ['urungkan', ['urung']],
    domain: ['domain', ['domain']],
    dnsRecord: ['catatan DNS', ['catatan DNS']],
    balance: ['saldo', ['saldo']],
    section: ['bagian', ['bagian']],
    // The home page is beranda; "landing page" is the marketers' own word.
    page: ['halaman', ['halaman', 'beranda', 'landing page']],
    draft: ['draf', ['draf']],
  },
  ms: {
    publish: ['terbitkan', ['terbit', 'menerbitkan', 'penerbitan']],
    version: ['versi', ['versi']],
    rollback: ['pulihkan', ['pulih']],
    undo: ['buat asal', ['buat asal']],
    domain: ['domain', ['domain']],
    dnsRecord: ['rekod DNS', ['rekod DNS']],
    balance: ['baki', ['baki']],
    section: ['bahagian', ['bahagian']],
    // Laman is the site (laman web); a page is halaman, the home page laman utama.
    page: ['halaman', ['halaman', 'laman utama']],
    draft: ['draf', ['draf']],
  },
  th: {
    publish: ['เผยแพร่', ['เผยแพร่']],
    version: ['เวอร์ชัน', ['เวอร์ชัน']],
    rollback: ['ย้อนกลับ', ['ย้อนกลับ']],
    undo: ['เลิกทำ', ['เลิกทำ']],
    domain: ['โดเมน', ['โดเมน']],
    dnsRecord: ['ระเบียน DNS', ['ระเบียน DNS']],
    balance: ['ยอดคงเหลือ', ['ยอดคงเหลือ']],
    section: ['ส่วน', ['ส่วน']],
    // หน้าต่าง is a window: the site menu's "Pages" is หน้าเว็บ.
    page: ['หน้า', ['หน้า', 'แลนดิ้งเพจ'], [/หน้าต่าง ๆ/]],
    draft: ['ฉบับร่าง', ['ฉบับร่าง'], [/แบบร่าง/]],
  },
  es: {
    publish: ['publicar', ['publica', 'publicó', 'publiqu']],
    version: ['versión', ['versión', 'versiones']],
    rollback: ['revertir', ['revert']],
    undo: ['deshacer', ['deshacer']],
    domain: ['dominio', ['dominio']],
    dnsRecord: ['registros DNS', ['registro DNS', 'registros DNS']],
    balance: ['saldo', ['saldo']],
    section: ['sección', ['sección', 'secciones']],
    page: ['página', ['página']],
    draft: ['borrador', ['borrador']],
  },
  pt: {
    publish: ['publicar', ['publica']],
    version: ['versão', ['versão', 'versões']],
    rollback: ['reverter', ['revert']],
    undo: ['desfazer', ['desfazer']],
    domain: ['domínio', ['domínio']],
    dnsRecord: ['registros DNS', ['registro DNS', 'registros DNS']],
    balance: ['saldo', ['saldo']],
    section: ['seção', ['seção', 'seções']],
    page: ['página', ['página', 'landing page']],
    draft: ['rascunho', ['rascunho']],
  },
  bn: {
    publish: ['প্রকাশ', ['প্রকাশ']],
    version: ['সংস্করণ', ['সংস্করণ']],
    // পূর্বাবস্থা (undo's "earlier state") and আগের অবস্থা say the same: rollback names the version.
    rollback: ['আগের সংস্করণে ফেরান', ['আগের সংস্করণে ফের'], [/আগের অবস্থায় ফের/]],
    undo: ['পূর্বাবস্থায় ফেরান', ['পূর্বাবস্থায় ফের']],
    domain: ['ডোমেইন', ['ডোমেইন']],
    dnsRecord: ['DNS রেকর্ড', ['DNS রেকর্ড']],
    balance: ['ব্যালেন্স', ['ব্যালেন্স']],
    // সেকশন, as the editor's panel says; অংশ is any "part", বিভাগ a category or department.
    section: ['সেকশন', ['সেকশন']],
    // পৃষ্ঠা throughout; পেজ only in the marketing compound "ল্যান্ডিং পেজ".
    page: ['পৃষ্ঠা', ['পৃষ্ঠা', 'ল্যান্ডিং পেজ'], [/(?<!ল্যান্ডিং )পেজ/]],
    draft: ['খসড়া', ['খসড়া']],
  },
  ru: {
    publish: ['опубликовать', ['публик', 'опубликова']],
    version: ['версия', ['верси']],
    rollback: ['откатить', ['откат']],
    undo: ['отменить', ['отмен']],
    domain: ['домен', ['домен']],
    dnsRecord: ['DNS-записи', ['DNS-запис']],
    balance: ['баланс', ['баланс']],
    // Секция, as the editor's panel says; блок is a page builder's word for a smaller part.
    section: ['секция', ['секци']],
    page: ['страница', ['страниц', 'лендинг']],
    draft: ['черновик', ['черновик']],
  },
  ja: {
    // 公開 is the act; the version players see now is 公開中 and nothing else ("Publishing…" is 公開しています…).
    publish: ['公開', ['公開'], [/公開中…/]],
    version: ['バージョン', ['バージョン']],
    rollback: ['ロールバック', ['ロールバック']],
    undo: ['元に戻す', ['元に戻す']],
    domain: ['ドメイン', ['ドメイン']],
    dnsRecord: ['DNS レコード', ['DNS レコード', 'DNSレコード']],
    balance: ['残高', ['残高']],
    section: ['セクション', ['セクション']],
    page: ['ページ', ['ページ']],
    draft: ['下書き', ['下書き']],
  },
  ko: {
    publish: ['게시', ['게시']],
    version: ['버전', ['버전']],
    rollback: ['되돌리기', ['되돌리']],
    undo: ['실행 취소', ['실행 취소']],
    domain: ['도메인', ['도메인']],
    dnsRecord: ['DNS 레코드', ['DNS 레코드']],
    balance: ['잔액', ['잔액']],
    section: ['섹션', ['섹션']],
    page: ['페이지', ['페이지']],
    draft: ['초안', ['초안']],
  },
  ar: {
    publish: ['نشر', ['نشر', 'منشور']],
    // نسخة throughout the editor; إصدار was a second word for the same version.
    version: ['نسخة', ['نسخ']],
    rollback: ['استرجاع', ['استرجاع', 'استرجع']],
    undo: ['تراجع', ['تراجع']],
    domain: ['نطاق', ['نطاق']],
    dnsRecord: ['سجلات DNS', ['سجل DNS', 'سجلات DNS', 'سجلَّي DNS', 'سجلي DNS']],
    balance: ['رصيد', ['رصيد']],
    section: ['قسم', ['قسم', 'أقسام']],
    page: ['صفحة', ['صفح']],
    draft: ['مسودة', ['مسود']],
  },
  tr: {
    // Yayınla, as the editor and "yayında" (live) say; yayımla was a second verb for the same act.
    publish: ['yayınla', ['yayın'], [/yayım/i]],
    version: ['sürüm', ['sürüm']],
    // Geri al is the editor's Undo in every Turkish program; a version is brought back (geri döndür).
    rollback: ['geri döndür', ['geri dön']],
    undo: ['geri al', ['geri al']],
    domain: ['alan adı', ['alan ad']],
    dnsRecord: ['DNS kaydı', ['DNS kayd', 'DNS kayıt']],
    balance: ['bakiye', ['bakiye']],
    section: ['bölüm', ['bölüm']],
    page: ['sayfa', ['sayfa']],
    draft: ['taslak', ['taslak', 'taslağ']],
  },
};
