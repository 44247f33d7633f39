import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { escapeHtml } from '../../src/server/platform/html.ts';
import { P } from './inertPayloads';
import { apiOf, catalogue } from './support';

/** How the stored-text suite (inert-text.spec.ts) stores hostile text and judges a screen. */

/**
 * Accounts are 3–20 characters of anything: an alert() fires a `dialog` if one ever runs. Each
 * registration in one server takes a spelling (accounts are unique ignoring case), so there are
 * as many as 20 characters allow — every HTML attribute separator, alert() and alert`` — enough
 * for the test repeated ten times (`--repeat-each 10`) against one server.
 */
const ACCOUNTS = ['/', ' ', '\t', '\n', '\f', '\r'].flatMap((sep) =>
  ['alert()', 'alert``'].map((call) => `<svg${sep}onload=${call}>`),
);

const es = JSON.parse(readFileSync('i18n/es.json', 'utf8')) as Record<string, string>;
/** A Spanish catalogue message, with `{{count}}`-style placeholders filled. */
export const esMsg = (key: string, vars: Record<string, string> = {}) =>
  es[key]!.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');

/** A refusal is a 400 envelope whose message for `field` is the catalogue's Spanish text. */
export async function expectRefused(res: APIResponse, field: string, message: string): Promise<void> {
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
  expect(body.error).toBe('validation_failed');
  expect(body.issues.find((i) => i.path === field)?.message).toBe(message);
}

export const spanish = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'es' });

/** Registers with a markup account, an apostrophe email and a markup User-Agent (kept with the session). */
export async function registerHostile(request: APIRequestContext) {
  const email = `q'+'${Date.now().toString(36)}@example.com`;
  for (const account of ACCOUNTS) {
    const res = await request.post('/api/login/register', {
      data: { account, password: 'secret123', email },
      headers: { 'user-agent': P.img },
    });
    const body = await res.json();
    // A retry in the same server finds the first spelling taken: the next one is as hostile.
    if (body.error === 'conflict' || res.status() === 409) continue;
    expect(body.code, JSON.stringify(body)).toBe(0);
    return { account, email, token: body.data.accessToken as string, user: body.data.userInfo };
  }
  throw new Error('every hostile account spelling is taken');
}

/** Market, package, template and colours for a cart item. */
export async function cartBasics(request: APIRequestContext, token: string) {
  const { countriesId, packages, templateIds, colors } = await catalogue(apiOf(request, token));
  return { countriesId, packageId: packages[0]!.id, templateId: templateIds[0]!, ...colors };
}

/**
 * zod (in the account screens and the marketing forms) probes for `eval` with a caught
 * `new Function('')`, which the CSP reports; it is no injection, so it is not counted.
 */
const ZOD_PROBE = /Refused to evaluate a string as JavaScript because 'unsafe-eval'/;

/**
 * Watches a page for anything a payload could do: a `dialog`, a CSP violation (event or
 * console report — the CSP blocking an injected handler still means markup got in),
 * `window.__pwned`, and elements only a payload would create. Returns the check.
 */
export async function watch(page: Page): Promise<(where: string) => Promise<void>> {
  const dialogs: string[] = [];
  const cspConsole: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('console', (m) => {
    const text = m.text();
    if (/Content Security Policy|Refused to/i.test(text) && !ZOD_PROBE.test(text)) cspConsole.push(text);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      // zod's `new Function('')` probe (caught, see ZOD_PROBE); an injection is blocked as 'inline'.
      if (e.blockedURI === 'eval' && e.violatedDirective === 'script-src') return;
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  return async (where) => {
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __pwned?: unknown; __csp?: string[] };
      const injected =
        'img[src="x"], svg[onload], [onerror], [onload], [onclick], [onmouseover], a[href^="javascript:" i], iframe[srcdoc]';
      return {
        pwned: typeof w.__pwned,
        csp: w.__csp ?? [],
        injected: document.querySelectorAll(injected).length,
        scripts: [...document.scripts].filter((s) => s.text.includes('__pwned')).length,
      };
    });
    expect(seen, where).toEqual({ pwned: 'undefined', csp: [], injected: 0, scripts: 0 });
    expect(dialogs, where).toEqual([]);
    expect(cspConsole, where).toEqual([]);
  };
}

/** Raw HTML carries the text only in its escaped form. */
export function expectEscaped(html: string, text: string): void {
  expect(html).toContain(escapeHtml(text));
  if (escapeHtml(text) !== text) expect(html).not.toContain(text);
}
