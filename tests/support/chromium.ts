/** The browser tests' Chromium is the server's (src/server/platform/chromium.ts): one place finds it. */
export { chromiumArgs, chromiumPath } from '../../src/server/platform/chromium.ts';

/** User agents of a person's browser (the guard restricts headless and automation ones). */
export const personUserAgent = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};
