import { existsSync } from 'node:fs';

/**
 * A Chromium that needs no download: Debian's when installed, else the one the
 * @sparticuz/chromium package ships. Fails with a clear message otherwise.
 */
export async function chromiumPath(): Promise<string> {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(p)) return p;
  try {
    const { default: sparticuz } = await import('@sparticuz/chromium');
    const p = await sparticuz.executablePath();
    if (p && existsSync(p)) return p;
  } catch (err) {
    console.error('@sparticuz/chromium could not provide a browser:', err);
  }
  throw new Error(
    "No Chromium found. Install Debian's (apt-get install -y chromium), or set CHROMIUM_PATH, or make sure @sparticuz/chromium installed (npm install).",
  );
}

/** Flags that work on these machines; the last one makes the browser look like a person's (no webdriver flag). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--disable-blink-features=AutomationControlled',
];

/** User agents of a person's browser (the guard restricts headless and automation ones). */
export const personUserAgent = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};
