// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

// Locales are mirrored from i18n/locales.ts (the registry); a unit test keeps them equal.
const localeSegments = ['en', 'zh', { path: 'zh-tw', codes: ['zh-TW'] }, 'vi', 'id', 'ms', 'th', 'es', 'pt', 'bn', 'ru', 'ja', 'ko', 'ar', 'tr'];

export default defineConfig({
  site: 'https://unicorn.example',
  output: 'static',
  integrations: [react()],
  build: { format: 'directory', inlineStylesheets: 'auto' },
  i18n: {
    locales: localeSegments,
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  vite: {
    server: { proxy: { '/api': `http://localhost:${process.env.DEV_API_PORT ?? '4322'}` } },
  },
});
