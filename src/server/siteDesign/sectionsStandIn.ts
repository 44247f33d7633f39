/**
 * TEMPORARY STAND-IN, deleted when branch `sections` is merged: the smallest versions of
 * `validateSiteDocument` (shared/siteDesign/sections.ts), `startingDocument`
 * (shared/siteDesign/startingDocument.ts) and `renderSiteFiles` (server/siteDesign/renderSite.ts)
 * that the draft, publish and serving code is built and tested against.
 */
import type { LocaleCode } from '../../../i18n/locales.ts';
import type { IssueKey } from '../../shared/errors.ts';
import { type SiteDocument, type SiteFacts, siteDocumentSchema, textIn } from '../../shared/siteDesign/document.ts';
import { html, raw } from '../views/html.ts';

export function validateSiteDocument(
  doc: unknown,
): { ok: true; doc: SiteDocument } | { ok: false; issues: IssueKey[] } {
  const r = siteDocumentSchema.safeParse(doc);
  if (r.success) return { ok: true, doc: r.data };
  return {
    ok: false,
    issues: r.error.issues.map((i) => ({ path: i.path.join('.'), key: 'validation.invalid' as const })),
  };
}

export function startingDocument(input: {
  templateId: number;
  language: LocaleCode;
  siteName: string;
  theme: SiteDocument['theme'];
}): SiteDocument {
  const t = (s: string) => ({ [input.language]: s });
  return {
    schema: 1,
    templateId: input.templateId,
    languages: [input.language],
    theme: input.theme,
    pages: [
      {
        id: 'home',
        kind: 'home',
        slug: '',
        title: t(input.siteName),
        sections: [{ id: 'hero', type: 'hero', props: { title: t(input.siteName) } }],
      },
      { id: 'lobby', kind: 'lobby', slug: 'lobby', title: t('Lobby'), sections: [] },
    ],
  };
}

export function renderSiteFiles(doc: SiteDocument, facts: SiteFacts): { path: string; html: string }[] {
  const files: { path: string; html: string }[] = [];
  for (const page of doc.pages) {
    for (const lang of doc.languages) {
      const up = page.slug ? '../../' : '../';
      const alternates = doc.languages.map(
        (l) => html`<link rel="alternate" hreflang="${l}" href="${up}${l}/${page.slug ? `${page.slug}/` : ''}">`,
      );
      const sections = page.sections.map(
        (s) => html`<section data-type="${s.type}">${textIn(doc, s.props['title'] as never, lang).text}</section>`,
      );
      const body = html`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${textIn(doc, page.title, lang).text} · ${facts.siteName}</title>${alternates}<style>${raw(`body{background:${doc.theme.color1}}`)}</style></head><body>${sections}</body></html>`;
      files.push({ path: `${lang}/${page.slug ? `${page.slug}/` : ''}index.html`, html: body.value });
    }
  }
  return files;
}
