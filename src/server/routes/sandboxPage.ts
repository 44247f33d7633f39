import { Hono } from 'hono';
import { html } from 'hono/html';
import { findLocale, getLocale, localePath, type LocaleCode } from '../../../i18n/locales.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { serverT } from '../platform/i18n.ts';
import { getCookie, setCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import { orders, sandboxLinks } from '../db/schema/index.ts';
import { postedFromThisOrigin } from '../http/origin.ts';
import type { PaymentProvider } from '../orders/providers/provider.ts';
import { checkLink, checkSession, sessionCookie, signSession } from '../orders/providers/sandboxLink.ts';
import { signEvent } from '../orders/providers/webhook.ts';
import { formatMinor, formatPrice } from '../../shared/money.ts';
import { paymentById } from '../orders/payments.ts';
import type { Translate } from '../../shared/messageKey.ts';

const ACTIONS = ['pay', 'part', 'fail'] as const;
type Action = (typeof ACTIONS)[number];

/** No script at all: the page is three forms. */
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The sandbox card's hosted page: the amount and three buttons, "Pay", "Pay part" and
 * "Fail". Each makes the sandbox provider (here, server side — its secret never reaches
 * a browser) post a signed event to the notify endpoint over HTTP, then returns the
 * merchant to the Created page of the order. Mounted only where test money is enabled;
 * opened through the one-time link of `pay/unified-ordering` (see sandboxLink.ts), and its
 * forms take posts from this origin only.
 */
export function sandboxPageRoutes(deps: Deps, sandbox: PaymentProvider) {
  return new Hono<AppEnv>()
    .get('/:paymentId', async (c) => {
      const locale = pickLocale(c.req.query('lang'), c.get('locale'));
      const t = serverT(locale);
      const id = c.req.param('paymentId').slice(0, 64);
      const found = await paymentById(deps.db, id);
      c.header('Content-Security-Policy', CSP);
      c.header('Cache-Control', 'no-store');
      // Not no-referrer: under it Chromium posts the forms with `Origin: null`, which the guard refuses.
      c.header('Referrer-Policy', 'same-origin');
      c.header('X-Content-Type-Options', 'nosniff');
      const { dir, lang } = getLocale(locale);
      const say = (text: string, status: 403 | 404) =>
        c.html(
          page(lang, dir, t('sandbox.title'), html`<p>${text}</p>${found ? back(t, locale, found.orderId) : ''}`),
          status,
        );
      if (found?.payment.method !== 'sandbox') return say(t('sandbox.notFound'), 404);
      if (!checkSession(sandbox.secret, id, getCookie(c, sessionCookie(id)))) {
        const nonce = checkLink(sandbox.secret, id, c.req.query('t') ?? '', deps.now());
        if (!nonce || !(await spendLink(deps, id, nonce))) return say(t('sandbox.linkUsed'), 403);
        setCookie(c, sessionCookie(id), signSession(sandbox.secret, id), {
          path: `/pay/sandbox/${id}`,
          httpOnly: true,
          sameSite: 'Strict',
          secure: new URL(c.req.url).protocol === 'https:',
        });
      }
      const p = found.payment;
      const due = p.amountMinor - p.paidMinor;
      const open = p.status === 'pending' || p.status === 'partial';
      const amount = formatPrice(formatMinor(due), p.currency, lang);
      const body = html`
        <p class="badge">${t('sandbox.testBanner')}</p>
        <dl>
          <dt>${t('sandbox.order')}</dt><dd>${found.orderNo}</dd>
          <dt>${t('sandbox.amount')}</dt><dd class="amount">${amount}</dd>
        </dl>
        ${
          open
            ? html`<form method="post" action="/pay/sandbox/${p.id}?lang=${locale}">
                <button name="action" value="pay">${t('sandbox.pay')}</button>
                <button name="action" value="part" class="alt">${t('sandbox.payPart')}</button>
                <button name="action" value="fail" class="danger">${t('sandbox.fail')}</button>
              </form>`
            : html`<p>${t('sandbox.closed')}</p>`
        }
        ${back(t, locale, found.orderId)}`;
      return c.html(page(lang, dir, t('sandbox.title'), body));
    })
    .post('/:paymentId', async (c) => {
      const locale = pickLocale(c.req.query('lang'), c.get('locale'));
      const id = c.req.param('paymentId').slice(0, 64);
      // A form post from another site, or from a browser that never opened the link, moves nothing.
      if (!postedFromThisOrigin(c, deps.env.TRUST_PROXY)) {
        return c.text(serverT(locale)('sandbox.crossSite'), 403);
      }
      if (!checkSession(sandbox.secret, id, getCookie(c, sessionCookie(id)))) {
        return c.redirect(`/pay/sandbox/${encodeURIComponent(id)}?lang=${locale}`, 303);
      }
      const form = await c.req.parseBody();
      const action = String(form['action'] ?? '') as Action;
      const found = await paymentById(deps.db, id);
      if (found?.payment.method !== 'sandbox' || !ACTIONS.includes(action)) {
        return c.redirect(`/pay/sandbox/${encodeURIComponent(id)}?lang=${locale}`, 303);
      }
      const p = found.payment;
      const due = p.amountMinor - p.paidMinor;
      const now = deps.now();
      // One charge per state of the payment: two presses of Pay on the same state are the
      // same charge, which the notify endpoint counts once (by its charge id).
      const chargeId = `ch_${p.id}_${p.paidMinor}`;
      const event =
        action === 'fail'
          ? { type: 'payment.failed', timestamp: now.toISOString(), data: { paymentId: p.id, reason: 'card_declined' } }
          : {
              type: 'payment.succeeded',
              timestamp: now.toISOString(),
              data: {
                paymentId: p.id,
                chargeId,
                amount: formatMinor(action === 'part' ? Math.max(1, Math.floor(due / 2)) : due),
                currency: p.currency,
              },
            };
      if (due > 0 || action === 'fail') {
        // Like a real provider's page: the merchant goes on to Created whatever became of the
        // delivery (Created shows the order as it stands, and an unpaid one can be paid again).
        try {
          const res = await deps.deliver('sandbox', signEvent(sandbox.secret, JSON.stringify(event)));
          if (res.status !== 200) c.get('log').warn({ status: res.status, paymentId: p.id }, 'sandbox event refused');
        } catch (err) {
          c.get('log').warn({ reason: (err as Error).name, paymentId: p.id }, 'sandbox event not delivered');
        }
      }
      // A renewal goes on to My sites, where its sites' new ends show; a purchase to Created.
      const [order] = await deps.db.select({ kind: orders.kind }).from(orders).where(eq(orders.id, found.orderId));
      const next = order?.kind === 'renewal' ? localePath(locale, 'my-site') : createdUrl(locale, found.orderId);
      return c.redirect(next, 303);
    });
}

/** Spends a link's nonce: the insert is the gate, so a link opens one browser once. */
async function spendLink(deps: Deps, paymentId: string, nonce: string): Promise<boolean> {
  const [row] = await deps.db
    .insert(sandboxLinks)
    .values({ nonce, paymentId, usedAt: deps.now() })
    .onConflictDoNothing()
    .returning({ nonce: sandboxLinks.nonce });
  return Boolean(row);
}

const back = (t: Translate, locale: LocaleCode, orderId: number) =>
  html`<p><a href="${createdUrl(locale, orderId)}">${t('sandbox.back')}</a></p>`;

const createdUrl = (locale: LocaleCode, orderId: number) => `${localePath(locale, 'created')}?orderId=${orderId}`;

function pickLocale(query: string | undefined, negotiated: LocaleCode): LocaleCode {
  return (findLocale(query)?.code as LocaleCode | undefined) ?? negotiated;
}

function page(lang: string, dir: string, title: string, body: unknown) {
  return html`<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#0f172a;color:#e2e8f0;display:grid;place-items:center;min-height:100vh}
main{box-sizing:border-box;background:#1e293b;border-radius:12px;padding:24px;width:min(100% - 32px,420px);margin:16px 0;overflow-wrap:anywhere;box-shadow:0 10px 30px #0006}
h1{font-size:20px;margin:0 0 12px}.badge{background:#fbbf24;color:#1f2937;border-radius:6px;padding:4px 8px;display:inline-block;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dd{margin:0;font-weight:600}.amount{font-size:22px}
form{display:flex;flex-wrap:wrap;gap:8px;margin:16px 0}button{flex:1 1 auto;min-height:44px;border:0;border-radius:8px;padding:10px 14px;font:inherit;font-weight:600;background:#2563eb;color:#fff;cursor:pointer}
button.alt{background:#0f766e}button.danger{background:#b91c1c}button:focus-visible,a:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}
a{color:#93c5fd}
</style></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;
}
