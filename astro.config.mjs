// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { defaultLocale, locales } from './i18n/locales.ts';
import { slimPreload } from './scripts/vite/slimPreload.mjs';

// The locale list comes from the registry (i18n/locales.ts); Node strips its types on import.
// A segment that differs from the code (zh-tw) is served under its path for that code.
// Typed loosely: Astro's types infer the default locale from a literal tuple, not a mapped list.
/** @type {any[]} */
const localeSegments = locales.map((l) => (l.path === l.code ? l.code : { path: l.path, codes: [l.code] }));

export default defineConfig({
  site: 'https://unicorn.example',
  output: 'static',
  integrations: [react()],
  build: { format: 'directory', inlineStylesheets: 'auto' },
  // Spec §9: WebP at quality 80 unless a component asks otherwise; srcsets stop at 1200 px.
  // OptimizedImage.astro applies the full rules (lazy 85, GIFs untouched): src/shared/images.ts.
  image: {
    service: { entrypoint: 'astro/assets/services/sharp', config: { webp: { quality: 80 }, jpeg: { quality: 80 } } },
    breakpoints: [320, 480, 640, 800, 960, 1200],
  },
  i18n: {
    locales: localeSegments,
    defaultLocale,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  vite: {
    // Marketing pages lazy-load only small chunks (the dialogs, media failures): no module
    // preloading, and a helper that only loads their CSS (scripts/vite/slimPreload.mjs).
    build: { modulePreload: false },
    plugins: [slimPreload()],
    server: { proxy: { '/api': `http://localhost:${process.env.DEV_API_PORT ?? '4322'}` } },
  },
});
