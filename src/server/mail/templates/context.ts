import { getLocale, localePath, type LocaleCode } from '../../../../i18n/locales.ts';
import { brand } from '../../../shared/brand.ts';
import type { Translate } from '../../../shared/messageKey.ts';
import { formatPrice } from '../../../shared/money.ts';
import { routeOf } from '../../../shared/routes.ts';
import { serverT } from '../../platform/i18n.ts';

/**
 * What every template reads besides its data: the reader's language (its `t`, direction and the
 * way it writes money and times) and the platform's links. Every link starts at the configured
 * public URL, never at a request's Host: a mail is written by a worker, long after any request.
 */
export interface MailCtx {
  locale: LocaleCode;
  /** The Intl tag ('zh' → 'zh-CN'), also `<html lang>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  t: Translate;
  brand: string;
  supportEmail: string;
  /** A decimal-string amount with its currency, the reader's way ("$1,234.50", "1 234,50 $"). */
  money: (amount: string, currency: string) => string;
  /** An ISO instant as a date and time in UTC, saying "UTC" the reader's way. */
  time: (iso: string) => string;
  /** A length of time in whole units, the reader's way ("24 hours", "٢٠ ثانية"). */
  wait: (ms: number) => string;
  links: MailLinks;
}

export interface MailLinks {
  mySites: string;
  myOrders: string;
  settlement: string;
  personal: string;
  /** The reset page; the token rides in the fragment, which browsers never send to a server or a Referer. */
  resetPassword: (token: string) => string;
  /** The staff console's invitation page; its token in the fragment too. */
  staffInvite: (token: string) => string;
}

/** Account pages by their route (routeOf throws if one is renamed, so a link cannot rot quietly). */
const pages = {
  mySites: routeOf('my-site').path,
  myOrders: routeOf('my-order').path,
  settlement: routeOf('settlement').path,
  personal: routeOf('personal').path,
};
/** The reset page is served by the account pages' own flow, not listed in pageRoutes. */
const RESET_PATH = 'reset-password';
/** The staff console's pages are not listed in pageRoutes either (src/pages/[...locale]/staff/). */
const STAFF_INVITE_PATH = 'staff/invite/';

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeFormat(lang: string): Intl.DateTimeFormat {
  let f = timeFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    });
    timeFormats.set(lang, f);
  }
  return f;
}

/** The largest unit a length divides into exactly: 24 h → {hours: 24}, 20 s → {seconds: 20}. */
function wholeUnits(ms: number): Partial<Record<'hours' | 'minutes' | 'seconds', number>> {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s % 3600 === 0) return { hours: s / 3600 };
  if (s % 60 === 0) return { minutes: s / 60 };
  return { seconds: s };
}

export function mailCtx(locale: LocaleCode, publicUrl: string): MailCtx {
  const { lang, dir } = getLocale(locale);
  const base = publicUrl.replace(/\/+$/, '');
  const at = (path: string) => `${base}${localePath(locale, path)}`;
  return {
    locale,
    lang,
    dir,
    t: serverT(locale),
    brand: brand.name,
    supportEmail: brand.supportEmail,
    money: (amount, currency) => formatPrice(amount, currency, lang),
    time: (iso) => {
      const d = new Date(iso);
      // A value that is no instant is shown as stored rather than failing the whole message.
      return Number.isNaN(d.getTime()) ? iso : timeFormat(lang).format(d);
    },
    wait: (ms) => new Intl.DurationFormat(lang, { style: 'long' }).format(wholeUnits(ms)),
    links: {
      mySites: at(pages.mySites),
      myOrders: at(pages.myOrders),
      settlement: at(pages.settlement),
      personal: at(pages.personal),
      resetPassword: (token) => `${at(RESET_PATH)}#token=${encodeURIComponent(token)}`,
      staffInvite: (token) => `${at(STAFF_INVITE_PATH)}#token=${encodeURIComponent(token)}`,
    },
  };
}
