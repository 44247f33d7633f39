import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The invoice's fonts come from npm (@fontsource Noto, woff2 split by unicode-range), never from
 * the system: a fresh machine's Chromium has almost none, and a PDF in Arabic, Thai, Bengali,
 * Chinese or Japanese must look the same everywhere. The page asks for them at FONT_ORIGIN and
 * the renderer answers from these packages; the browser fetches only the subsets its text uses.
 */
const PACKAGES = [
  'noto-sans',
  'noto-sans-arabic',
  'noto-sans-thai',
  'noto-sans-bengali',
  'noto-sans-sc',
  'noto-sans-tc',
  'noto-sans-jp',
  'noto-sans-kr',
] as const;
const WEIGHTS = [400, 700] as const;

/** The page's own (fictitious) origin: requests to it are answered by the renderer, all others refused. */
export const PAGE_ORIGIN = 'https://invoice.invalid';
const FONT_PATH = '/fonts/';

const require = createRequire(import.meta.url);
const dirOf = (pkg: string) => dirname(require.resolve(`@fontsource/${pkg}/package.json`));

let css: string | undefined;

/** Every @font-face of the packages, pointed at the page's origin, woff2 only. */
export function fontCss(): string {
  css ??= PACKAGES.flatMap((pkg) =>
    WEIGHTS.map((w) =>
      readFileSync(join(dirOf(pkg), `${w}.css`), 'utf8')
        .replace(/url\(\.\/files\/([^)]+?\.woff2)\)/g, `url(${PAGE_ORIGIN}${FONT_PATH}${pkg}/$1)`)
        .replace(/,\s*url\(\.\/files\/[^)]+?\.woff\) format\('woff'\)/g, ''),
    ),
  ).join('\n');
  return css;
}

const FILE = /^\/fonts\/([a-z-]+)\/([a-z0-9-]+\.woff2)$/;

/** The bytes of a font file the page asked for, or null when the path is not one of ours. */
export async function fontFile(pathname: string): Promise<Buffer | null> {
  const m = FILE.exec(pathname);
  if (!m || !(PACKAGES as readonly string[]).includes(m[1]!)) return null;
  try {
    return await readFile(join(dirOf(m[1]!), 'files', m[2]!));
  } catch {
    return null;
  }
}
