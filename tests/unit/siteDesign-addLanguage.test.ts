import { describe, expect, it } from 'vitest';
import { serverT } from '../../src/server/platform/i18n.ts';
import { withLanguage } from '../../src/shared/siteDesign/addLanguage.ts';
import { startingDocument } from '../../src/shared/siteDesign/startingDocument.ts';
import { asKey } from '../../src/shared/messageKey.ts';
import { design } from '../support/siteDesign.ts';

// Issue 25 item 8, the rule alone: the template's texts come in the new language, the operator's stay absent.

const start = (languages: ('en' | 'vi')[]) =>
  startingDocument({
    templateId: 1,
    design: { ...design, layout: 'classic', motif: 'coin' },
    marketLanguage: 'en',
    languages,
    categories: ['slots', 'live'],
    colors: design.palette,
    siteName: 'Lucky',
    t: serverT,
  });

describe('adding a language', () => {
  it('writes every template text in the new language: the document equals the template written in both', () => {
    expect(withLanguage(start(['en']), 'vi', start(['en', 'vi']))).toEqual(start(['en', 'vi']));
  });

  it('leaves the operator’s own wording without a text in the new language, and keeps texts it already has', () => {
    const doc = start(['en']);
    const hero = doc.pages[0]!.sections[0]!;
    hero.props['ctaLabel'] = { en: 'Play tonight' };
    hero.props['subtitle'] = { en: 'See all', vi: 'Của tôi' };
    const next = withLanguage(doc, 'vi', start(['en', 'vi']));
    expect(next.languages).toEqual(['en', 'vi']);
    expect(next.pages[0]!.sections[0]!.props['ctaLabel']).toEqual({ en: 'Play tonight' });
    expect(next.pages[0]!.sections[0]!.props['subtitle']).toEqual({ en: 'See all', vi: 'Của tôi' });
    // A template wording typed by the operator elsewhere is the template's text: translated.
    const row = next.pages[0]!.sections.find((s) => s.type === 'lobbyRow')!;
    expect(row.props['moreLabel']).toEqual({ en: 'See all', vi: serverT('vi')(asKey('design.start.seeAll')) });
    expect(withLanguage(next, 'vi', start(['en', 'vi']))).toBe(next);
  });
});
