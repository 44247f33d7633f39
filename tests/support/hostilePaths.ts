/**
 * Request targets that try to turn one of our redirects into a trip to another site, sent as
 * raw bytes (fetch would normalize them first), and the check every answer must pass. One table
 * for the Node server (tests/unit/open-redirect.test.ts, always) and nginx from the generated
 * config (tests/api/edge-redirects-nginx.test.ts, where nginx is installed), so both agree.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const HOSTILE_PATHS: readonly string[] = [
  // Doubled slashes after a locale that folds (`/en/…` → `/…`, `/zh-TW/…` → `/zh-tw/…`).
  '/en//evil.example/x',
  '/en///evil.example',
  '/EN//evil.example/x?y=1',
  '/en//evil.example/login',
  '/zh-TW//evil.example/x',
  '/Zh-Tw///evil.example',
  '/JA//evil.example',
  // Backslashes, raw and mixed.
  '/en/\\evil.example/x',
  '/en/\\\\evil.example',
  '/en//\\evil.example',
  '/zh-TW/\\evil.example',
  '/\\evil.example/x',
  // Encoded slashes and backslashes, either case.
  '/en/%2Fevil.example/x',
  '/en/%2fevil.example',
  '/en/%5Cevil.example/x',
  '/en/%5cevil.example',
  '/en/%2F%2Fevil.example',
  '/zh-TW/%5C%5Cevil.example',
  '/en//%2Fevil.example',
  // Tabs (raw and encoded), encoded newlines: a browser strips tabs and newlines from a Location.
  '/en/\t/evil.example/x',
  '/en/%09/evil.example',
  '/en/%0A/evil.example',
  '/en/%0D%0A/evil.example',
  // Dot segments that leave `//` behind.
  '/en/.//evil.example',
  '/en/x/..//evil.example',
  '/en/%2e//evil.example',
  '/en/x/%2e%2e//evil.example',
  '/en/x/../privacy-policy',
  // No locale at all.
  '//evil.example/x',
  '///evil.example',
  // Harmless neighbours the rules must still fold.
  '/en/privacy-policy',
  '/EN/cart?a=1',
  '/zh-TW/x/',
  '/en/',
];

export interface RawAnswer {
  status: number;
  location: string | null;
}

/** One GET with the target exactly as given; status 0 when the server hung up without a word. */
export function rawGet(port: number, target: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (d) => (data += d));
    socket.on('error', reject);
    socket.on('close', () => {
      const head = data.split('\r\n\r\n')[0] ?? '';
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      const location = /\r\nlocation: ?([^\r\n]*)/i.exec(head)?.[1] ?? null;
      resolve({ status, location });
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1');
  });
}

/**
 * Where a browser would go from a Location on `http://site.example/`: only this origin will do.
 * The URL parser is the browser's (WHATWG), tabs and newlines stripped, `\` read as `/`.
 */
export function leavesOrigin(location: string): boolean {
  try {
    return new URL(location, 'http://site.example/').origin !== 'http://site.example';
  } catch {
    return true;
  }
}

/** What is wrong with one answer to a hostile path: a 5xx, or a Location that is not a plain same-origin path. */
export function problemsOf(target: string, a: RawAnswer): string[] {
  const out: string[] = [];
  const what = JSON.stringify(target);
  if (a.status >= 500 || a.status === 0) out.push(`${what}: status ${a.status}`);
  if (a.location === null) return out;
  if (leavesOrigin(a.location)) out.push(`${what}: Location ${JSON.stringify(a.location)} leaves the site`);
  // A single `/` first, never followed by `/` or `\`, and no byte a browser would drop or reinterpret.
  const path = a.location.split('?')[0]!;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (!/^\/(?![/\\])/.test(path) || /[\x00-\x20\x7f\\]/.test(path) || /^\/%(2f|5c|0|1)/i.test(path)) {
    out.push(`${what}: Location ${JSON.stringify(a.location)} is not a plain same-origin path`);
  }
  return out;
}

/** A small built site (what the rules need: pages, the host files, the CSP hashes). */
export function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'hostile-dist-'));
  const files: Record<string, string> = {
    'index.html': 'home',
    'ar/index.html': 'ar home',
    'zh-tw/index.html': 'zh-tw home',
    'privacy-policy/index.html': 'privacy',
    'cart/index.html': 'cart',
    '_csp.json': '{"scriptHashes":[]}',
    _redirects: '',
    _headers: '',
  };
  for (const [f, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, f)), { recursive: true });
    writeFileSync(join(dist, f), body);
  }
  mkdirSync(join(dist, '_astro'));
  return dist;
}
