import { existsSync } from 'node:fs';

/**
 * A Chromium that needs no download: the configured one (CHROMIUM_PATH), Debian's when
 * installed, else the one the @sparticuz/chromium package ships (unpacked on first use).
 * Fails with a clear message otherwise. The invoice renderer and the browser tests share it.
 */
export async function chromiumPath(configured = process.env['CHROMIUM_PATH']): Promise<string> {
  if (configured && existsSync(configured)) return configured;
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

/** Flags that work on these machines (containers without a GPU or a sandbox). */
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
