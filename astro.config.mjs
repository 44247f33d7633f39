// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

// Locales are mirrored from i18n/locales.ts (the registry); a unit test keeps them equal.
/** @type {any[]} */
const localeSegments = [
  'en',
  'zh',
  { path: 'zh-tw', codes: ['zh-TW'] },
  'vi',
  'id',
  'ms',
  'th',
  'es',
  'pt',
  'bn',
  'ru',
  'ja',
  'ko',
  'ar',
  'tr',
];

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
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  vite: {
    server: { proxy: { '/api': `http://localhost:${process.env.DEV_API_PORT ?? '4322'}` } },
  },
});
