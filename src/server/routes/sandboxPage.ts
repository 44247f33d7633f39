import { Hono } from 'hono';
import { html } from 'hono/html';
import { findLocale, getLocale, localePath, type LocaleCode } from '../../../i18n/locales.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { serverT } from '../i18n.server.ts';
import { signEvent } from '../payments/webhook.ts';
import { formatMinor, formatPrice } from '../../shared/money.ts';
import { paymentById } from '../services/payments.ts';

const ACTIONS = ['pay', 'part', 'fail'] as const;
type Action = (typeof ACTIONS)[number];

/** No script at all: the page is three forms. */
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The sandbox card's hosted page: the amount and three buttons, "Pay", "Pay part" and
 * "Fail". Each makes the sandbox provider (here, server side — its secret never reaches
 * a browser) post a signed event to the notify endpoint over HTTP, then returns the
 * merchant to the Created page of the order.
 */
export function sandboxPageRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/:paymentId', async (c) => {
      const locale = pickLocale(c.req.query('lang'), c.get('locale'));
      const t = serverT(locale);
      const found = await paymentById(deps.db, c.req.param('paymentId').slice(0, 64));
      c.header('Content-Security-Policy', CSP);
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      c.header('X-Content-Type-Options', 'nosniff');
      const { dir, lang } = getLocale(locale);
      if (found?.payment.method !== 'sandbox') {
        return c.html(page(lang, dir, t('sandbox.title'), html`<p>${t('sandbox.notFound')}</p>`), 404);
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
        <p><a href="${createdUrl(locale, found.orderId)}">${t('sandbox.back')}</a></p>`;
      return c.html(page(lang, dir, t('sandbox.title'), body));
    })
    .post('/:paymentId', async (c) => {
      const locale = pickLocale(c.req.query('lang'), c.get('locale'));
      const form = await c.req.parseBody();
      const action = String(form['action'] ?? '') as Action;
      const found = await paymentById(deps.db, c.req.param('paymentId').slice(0, 64));
      if (found?.payment.method !== 'sandbox' || !ACTIONS.includes(action)) {
        return c.redirect(`/pay/sandbox/${encodeURIComponent(c.req.param('paymentId'))}?lang=${locale}`, 303);
      }
      const p = found.payment;
      const due = p.amountMinor - p.paidMinor;
      const now = deps.now();
      const event =
        action === 'fail'
          ? { type: 'payment.failed', timestamp: now.toISOString(), data: { paymentId: p.id, reason: 'card_declined' } }
          : {
              type: 'payment.succeeded',
              timestamp: now.toISOString(),
              data: {
                paymentId: p.id,
                amount: formatMinor(action === 'part' ? Math.max(1, Math.floor(due / 2)) : due),
                currency: p.currency,
              },
            };
      if (due > 0 || action === 'fail') {
        // Like a real provider's page: the merchant goes on to Created whatever became of the
        // delivery (Created shows the order as it stands, and an unpaid one can be paid again).
        try {
          const res = await deps.deliver('sandbox', signEvent(deps.providers.sandbox.secret, JSON.stringify(event)));
          if (res.status !== 200) c.get('log').warn({ status: res.status, paymentId: p.id }, 'sandbox event refused');
        } catch (err) {
          c.get('log').warn({ reason: (err as Error).name, paymentId: p.id }, 'sandbox event not delivered');
        }
      }
      return c.redirect(createdUrl(locale, found.orderId), 303);
    });
}

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
main{background:#1e293b;border-radius:12px;padding:24px;width:min(92vw,420px);box-shadow:0 10px 30px #0006}
h1{font-size:20px;margin:0 0 12px}.badge{background:#fbbf24;color:#1f2937;border-radius:6px;padding:4px 8px;display:inline-block;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dd{margin:0;font-weight:600}.amount{font-size:22px}
form{display:flex;flex-wrap:wrap;gap:8px;margin:16px 0}button{flex:1 1 auto;min-height:44px;border:0;border-radius:8px;padding:10px 14px;font:inherit;font-weight:600;background:#2563eb;color:#fff;cursor:pointer}
button.alt{background:#0f766e}button.danger{background:#b91c1c}button:focus-visible,a:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}
a{color:#93c5fd}
</style></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;
}
