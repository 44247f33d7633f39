import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { findLocale, locales } from '../../../i18n/locales.ts';
import { isTimeZone, zoneOfMarket } from '../data/timeZones.ts';
import { serverT } from '../platform/i18n.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { SITE_SLUG } from './session.ts';
import { cameOverTls } from '../edge/rules.ts';

/**
 * The operator's console preferences, kept in the browser: a language that wins over
 * Accept-Language and a time zone that wins over the market's. Cookies, not accounts: a console
 * is shared by whoever holds the operations password, and each browser keeps its own choice.
 * Each cookie is scoped to one site's console path; a value that is not one the console offers
 * is ignored, so a forged or mangled cookie changes nothing.
 */
const LANG = 'console_lang';
const ZONE = 'console_tz';
const YEAR_S = 365 * 24 * 3600;

/** Longer than any locale code or zone name: not looked up at all. */
const MAX_VALUE = 64;

/** A locale code (`zh-TW`) or its language tag (`zh-CN`, what a page's `lang` says). */
const chosenLocale = (value: string | undefined) =>
  value && value.length <= MAX_VALUE
    ? (findLocale(value) ?? locales.find((l) => l.lang.toLowerCase() === value.toLowerCase()))?.code
    : undefined;
const chosenZone = (value: string | undefined) =>
  value && value.length <= MAX_VALUE && isTimeZone(value) ? value : undefined;

/**
 * Runs before the console's routes: the chosen language replaces the negotiated one. A link
 * into the console may name one (`?lang=`, the storefront's language: My sites and the one-time
 * sign-in link carry it), which wins over the cookie and is kept in it, so the pages after the
 * login form's post stay in it too.
 */
export const consoleLanguage =
  (trustProxy: boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const linked = c.req.method === 'GET' ? chosenLocale(c.req.query('lang')) : undefined;
    const slug = c.req.param('slug') ?? '';
    if (linked && SITE_SLUG.test(slug)) {
      const secure =
        new URL(c.req.url).protocol === 'https:' || cameOverTls(trustProxy, c.req.header('x-forwarded-proto'));
      savePrefs(c, { lang: linked, tz: '' }, { path: `/s/${slug}/console`, secure });
    }
    const code = linked ?? chosenLocale(getCookie(c, LANG));
    if (code) {
      c.set('locale', code);
      c.set('t', serverT(code));
    }
    await next();
  };

/** The zone the console's times are shown in: the operator's choice, else the market's. */
export function consoleZone(c: AppContext, countriesId: number): string {
  return chosenZone(getCookie(c, ZONE)) ?? zoneOfMarket(countriesId);
}

/** Keeps the valid fields of the switcher's form for a year; an invalid field is left as it was. */
export function savePrefs(
  c: AppContext,
  form: { lang: string; tz: string },
  cookie: { path: string; secure: boolean },
) {
  const options = { ...cookie, sameSite: 'Lax' as const, maxAge: YEAR_S };
  const code = chosenLocale(form.lang);
  if (code) setCookie(c, LANG, code, options);
  const zone = chosenZone(form.tz);
  if (zone) setCookie(c, ZONE, zone, options);
}
