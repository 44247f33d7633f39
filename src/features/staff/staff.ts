/** Pure rules of the staff console's screens (tested in tests/unit/staff-console.test.ts). */
import { localePath, type LocaleCode } from '../../../i18n/locales';
import type { AuditFilters, StaffRole } from './types';

/** The console's screens and their paths below the locale. */
export const staffScreens = {
  today: 'staff',
  review: 'staff/review',
  audit: 'staff/audit',
  team: 'staff/team',
  merchants: 'staff/merchants',
  merchant: 'staff/merchant',
  order: 'staff/order',
  contact: 'staff/contact',
  affiliates: 'staff/affiliates',
  catalogue: 'staff/catalogue',
  withdrawals: 'staff/withdrawals',
  terms: 'staff/terms',
} as const;
export type StaffScreen = keyof typeof staffScreens;

export const staffHref = (locale: LocaleCode, screen: StaffScreen | 'invite') =>
  `${localePath(locale, screen === 'invite' ? 'staff/invite' : staffScreens[screen])}/`;

/** A merchant's page, or an order's timeline: the screen's address with the record's id. */
export const recordHref = (locale: LocaleCode, screen: 'merchant' | 'order', id: number) =>
  `${staffHref(locale, screen)}?id=${id}`;

/** The section of the bar a screen belongs to: a merchant's page and an order's timeline are Merchants'. */
export const navScreenOf = (screen: StaffScreen): StaffScreen =>
  screen === 'merchant' || screen === 'order' ? 'merchants' : screen;

/** The administrator passes every role check (src/server/staff/roles.ts). */
export const ADMIN_ROLE = 'admin';
/** Roles the invite form offers, strongest last. */
export const staffRoles = ['support', 'catalogue', 'finance', 'admin'] as const satisfies readonly StaffRole[];

/**
 * Who may open each screen, as the API's routes allow (src/server/staff/routes.ts): anyone
 * Today, finance the money to review, administrators the audit log and the staff.
 */
const screenRoles: Record<StaffScreen, readonly StaffRole[] | 'any'> = {
  today: 'any',
  review: ['finance'],
  audit: [],
  team: [],
  merchants: ['support'],
  merchant: ['support'],
  order: ['support'],
  contact: ['support'],
  // Finance reads the affiliates' weekly statements and settles them (the applications stay support's).
  affiliates: ['support', 'finance'],
  catalogue: ['catalogue'],
  // Finance decides and exports merchants' withdrawals (src/server/withdrawals/staffRoutes.ts).
  withdrawals: ['finance'],
  // Support and finance read the terms ending soon; support extends one (src/server/staff/termRoutes.ts).
  terms: ['support', 'finance'],
};

export function mayOpen(role: StaffRole, screen: StaffScreen): boolean {
  const rule = screenRoles[screen];
  return rule === 'any' || role === ADMIN_ROLE || rule.includes(role);
}

/** Digits of an authenticator's code. */
export const CODE_DIGITS = 6;
/** The shortest password the API accepts for a staff account. */
export const STAFF_PASSWORD_MIN = 10;
/** The shortest reason the API takes for a change (src/shared/schemas/staff.ts). */
export const REASON_MIN = 3;
export const reasonGiven = (text: string) => text.trim().length >= REASON_MIN;
export const REVIEW_PAGE_SIZE = 20;
export const CONTACT_PAGE_SIZE = 20;
export const AFFILIATE_PAGE_SIZE = 20;
/** Every affiliate application is answered within this many hours (src/server/staff/inbox.ts). */
export const AFFILIATE_PROMISE_HOURS = 48;
/** The shortest answer to a contact message the API takes. */
export const REPLY_MIN = 2;

/** A record's id from the address (`?id=12`): a whole number above zero, or null. */
export function idFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('id')?.trim() ?? '';
  if (!/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/** A price as the API takes it (src/shared/schemas/staff.ts): digits, at most two decimals, above zero. */
export const isPrice = (text: string) => /^\d{1,9}(\.\d{1,2})?$/.test(text.trim()) && Number(text.trim()) > 0;

/** A price typed with a decimal comma ("1234,5") as the API writes it ("1234.5"). */
export const normalizePrice = (text: string) => text.trim().replace(/\s+/g, '').replace(',', '.');

/**
 * A span of minutes in the reader's language ("13 hr 20 min", "2 days 3 hr"): days and hours
 * beyond a day, hours and minutes under it, minutes alone under an hour. Always positive.
 */
export function durationText(minutes: number, lang: string): string {
  const m = Math.abs(Math.round(minutes));
  const unit = (value: number, u: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: u, unitDisplay: 'short' }).format(value);
  const days = Math.floor(m / 1440);
  const hours = Math.floor((m % 1440) / 60);
  const mins = m % 60;
  if (days > 0) return hours > 0 ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day');
  if (hours > 0) return mins > 0 ? `${unit(hours, 'hour')} ${unit(mins, 'minute')}` : unit(hours, 'hour');
  return unit(mins, 'minute');
}

/** How urgent an application's 48-hour promise is: overdue, due within 6 hours, or in time. */
export function deadlineTone(minutesLeft: number): 'overdue' | 'soon' | 'ok' {
  if (minutesLeft < 0) return 'overdue';
  return minutesLeft <= 6 * 60 ? 'soon' : 'ok';
}

/** A status change of an order's timeline ("0 → 1") as its two statuses, or null. */
export function statusMove(what: string): { from: number; to: number } | null {
  const m = /^(\d+)\s*→\s*(\d+)$/.exec(what.trim());
  return m ? { from: Number(m[1]), to: Number(m[2]) } : null;
}
export const AUDIT_PAGE_SIZE = 25;

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": a key read aloud or typed by hand in groups of four. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** A typed code with its spaces taken out ("123 456" → "123456"). */
export const normalizeCode = (text: string) => text.replace(/\s+/g, '');

/** A code an authenticator shows now: six digits. */
export const isTotp = (code: string) => new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code);
/** A recovery code as the console hands them out: `xxxxx-xxxxx`. */
export const isRecoveryCode = (code: string) => /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/.test(code);

/**
 * How long ago `iso` was, in the reader's language ("3 hours ago", "hace 2 días"): minutes
 * under an hour, hours under two days, days beyond.
 */
export function ageOf(iso: string, now: number, lang: string): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return rtf.format(-hours, 'hour');
  return rtf.format(-Math.round(hours / 24), 'day');
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
}

/**
 * Bars of a chart `width` × `height` for `values`, oldest first; mirrored in a right-to-left
 * page, so time runs the way the page reads. A zero still shows a hairline, so a day without
 * anything reads as a day, not a gap.
 */
export function barsOf(values: number[], width: number, height: number, rtl = false): Bar[] {
  const max = Math.max(1, ...values);
  const slot = width / Math.max(1, values.length);
  const gap = Math.min(4, slot * 0.2);
  return values.map((value, i) => {
    const h = value === 0 ? 1 : Math.max(2, (value / max) * height);
    const pos = rtl ? values.length - 1 - i : i;
    return { x: pos * slot + gap / 2, y: height - h, width: slot - gap, height: h, value };
  });
}

/** The total and the busiest day of a series (the first one on a tie), for a chart's text alternative. */
export function seriesSummary(days: string[], values: number[]): { total: number; max: number; day: string | null } {
  let best = -1;
  values.forEach((v, i) => {
    if (best < 0 || v > values[best]!) best = i;
  });
  const total = values.reduce((a, b) => a + b, 0);
  return { total, max: best < 0 ? 0 : values[best]!, day: best < 0 ? null : days[best]! };
}

/** A day of the API (`YYYY-MM-DD`, a calendar day in UTC) as the reader writes it. */
export function formatDay(day: string, lang: string, style: 'short' | 'long' = 'short'): string {
  const date = new Date(`${day}T00:00:00Z`);
  const opts: Intl.DateTimeFormatOptions =
    style === 'short' ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'long', year: 'numeric' };
  return new Intl.DateTimeFormat(lang, { ...opts, timeZone: 'UTC' }).format(date);
}

/** A value of the audit log as short text: strings as they are, the rest as JSON, cut at `max`. */
export function shortValue(value: unknown, max = 80): string {
  const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export interface Change {
  /** The field that changed; '' when the whole value did (a value that is not an object). */
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What an audit entry changed, compactly: for two objects, each field whose value differs
 * (or appears, or goes); otherwise the whole value before and after. Nothing when both are empty.
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  const empty = (v: unknown) => v === null || v === undefined;
  if (empty(before) && empty(after)) return [];
  if ((isRecord(before) || empty(before)) && (isRecord(after) || empty(after))) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return fields
      .filter((f) => JSON.stringify(b[f]) !== JSON.stringify(a[f]))
      .map((field) => ({ field, before: b[field], after: a[field] }));
  }
  return [{ field: '', before, after }];
}

/** The token of an invitation link (`?token=` or `#token=`), or null. */
export function inviteToken(search: string, hash: string): string | null {
  const read = (s: string) => new URLSearchParams(s.replace(/^[?#]/, '')).get('token')?.trim() || null;
  const token = read(search) ?? read(hash);
  return token && /^[A-Za-z0-9_.~-]{16,512}$/.test(token) ? token : null;
}

/**
 * The audit filters as the API reads them: the dates of the form are whole days where the
 * reader is, so "from" is that day's first moment and "to" its last, sent as instants.
 */
export function auditQuery(f: AuditFilters): Partial<AuditFilters> {
  const instant = (day: string, time: string) => {
    const d = new Date(`${day}T${time}`);
    return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
  };
  const out: Partial<AuditFilters> = {};
  if (f.staff.trim()) out.staff = f.staff.trim();
  if (f.action.trim()) out.action = f.action.trim();
  if (f.target.trim()) out.target = f.target.trim();
  const from = f.from ? instant(f.from, '00:00:00') : undefined;
  const to = f.to ? instant(f.to, '23:59:59.999') : undefined;
  if (from) out.from = from;
  if (to) out.to = to;
  return out;
}
