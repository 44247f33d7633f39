import { describe, expect, it } from 'vitest';
import type { Data } from '@puckeditor/core';
import { fromPuckData, toPuckData } from '../../src/shared/siteDesign/projection.ts';
import { validateSiteDocument } from '../../src/shared/siteDesign/validate.ts';
import { sampleDoc } from '../support/siteDesign.ts';

type Props = Record<string, unknown> & { id: string };
const props = (data: Data, i: number) => data.content[i]!.props as Props;
const es = sampleDoc({ languages: ['es'] });
/** Spanish first; English added with no texts of its own yet. */
const withEnglish = { ...es, languages: ['es', 'en'] as ('es' | 'en')[] };

describe('per-language projection', () => {
  it('round-trips every page in every language unchanged', () => {
    const doc = sampleDoc();
    for (const page of doc.pages) {
      for (const lang of doc.languages) {
        expect(fromPuckData(doc, page.id, lang, toPuckData(doc, page.id, lang).data)).toEqual(doc);
      }
    }
  });

  it('shows a missing text from the first language and lists it as a fallback', () => {
    const { data, fallbacks } = toPuckData(withEnglish, 'home', 'en');
    expect(props(data, 0)['ctaLabel']).toBe('Ver los juegos');
    expect(fallbacks).toContain('home-hero-1/ctaLabel');
    expect(fallbacks).toContain('root/title');
    expect(toPuckData(withEnglish, 'home', 'es').fallbacks).toEqual([]);
  });

  it('keeps an untouched fallback absent, so a later change in the first language still shows through', () => {
    const { data } = toPuckData(withEnglish, 'home', 'en');
    props(data, 0)['title'] = 'Lucky House';
    const next = fromPuckData(withEnglish, 'home', 'en', data);
    const hero = next.pages[0]!.sections[0]!.props;
    expect(hero['title']).toEqual({ es: 'Casa Suerte', en: 'Lucky House' });
    expect(hero['ctaLabel']).toEqual({ es: 'Ver los juegos' });
    expect(next.pages[0]!.title).toEqual({ es: 'Inicio' });
  });

  it('writes texts into the edited language only, and clearing one falls back again', () => {
    const { data } = toPuckData(withEnglish, 'home', 'es');
    props(data, 0)['subtitle'] = 'Bienvenido';
    const once = fromPuckData(withEnglish, 'home', 'es', data);
    expect(once.pages[0]!.sections[0]!.props['subtitle']).toEqual({ es: 'Bienvenido' });
    const en = toPuckData(once, 'home', 'en').data;
    props(en, 0)['subtitle'] = 'Welcome';
    const twice = fromPuckData(once, 'home', 'en', en);
    expect(twice.pages[0]!.sections[0]!.props['subtitle']).toEqual({ es: 'Bienvenido', en: 'Welcome' });
    const cleared = toPuckData(twice, 'home', 'en').data;
    props(cleared, 0)['subtitle'] = '';
    expect(fromPuckData(twice, 'home', 'en', cleared).pages[0]!.sections[0]!.props['subtitle']).toEqual({
      es: 'Bienvenido',
    });
  });

  it('takes order, removals, new sections and shared props from the editor', () => {
    const { data } = toPuckData(withEnglish, 'home', 'en');
    data.content.reverse();
    data.content.splice(1, 1);
    props(data, 0)['rgHref'] = 'https://help.example/';
    data.content.push({ type: 'text', props: { id: 'text-new', title: 'About us', body: 'Hello', align: 'center' } });
    data.content.push({ type: 'marquee', props: { id: 'bad' } });
    const next = fromPuckData(withEnglish, 'home', 'en', data);
    const sections = next.pages[0]!.sections;
    expect(sections.map((s) => s.type)).toEqual([
      'footer',
      'paymentMethods',
      'promotions',
      'lobbyRow',
      'lobbyRow',
      'jackpot',
      'hero',
      'text',
    ]);
    expect(sections[0]!.props['rgHref']).toBe('https://help.example/');
    expect(sections.at(-1)!.props).toEqual({ title: { en: 'About us' }, body: { en: 'Hello' }, align: 'center' });
    expect(validateSiteDocument(next).ok).toBe(true);
    expect(next.pages.slice(1)).toEqual(withEnglish.pages.slice(1));
  });

  it('keeps list texts with their item when items are reordered, and an edited placeholder becomes real', () => {
    const promoPage = withEnglish.pages.find((p) => p.id === 'promotions')!;
    const { data } = toPuckData(withEnglish, 'promotions', 'es');
    const items = props(data, 0)['items'] as Props[];
    items[1]!['title'] = 'Bono de bienvenida';
    const es1 = fromPuckData(withEnglish, 'promotions', 'es', data);
    const en = toPuckData(es1, 'promotions', 'en').data;
    const enItems = props(en, 0)['items'] as Props[];
    expect(enItems[1]!['title']).toBe('Bono de bienvenida');
    enItems[1]!['title'] = 'Welcome bonus';
    enItems.reverse();
    enItems.push({
      title: 'New card',
      text: '',
      image: '',
      ctaLabel: '',
      ctaHref: '',
      placeholder: false,
    } as unknown as Props);
    const next = fromPuckData(es1, 'promotions', 'en', en);
    const out = next.pages.find((p) => p.id === 'promotions')!.sections[0]!.props['items'] as Record<string, unknown>[];
    const original = promoPage.sections[0]!.props['items'] as { key: string }[];
    expect(out.map((i) => i['key'])).toEqual([
      original[2]!.key,
      original[1]!.key,
      original[0]!.key,
      'promotions-promotions-1-i3',
    ]);
    expect(out[1]).toMatchObject({ title: { es: 'Bono de bienvenida', en: 'Welcome bonus' }, placeholder: false });
    expect(out[0]).toMatchObject({ placeholder: true });
    expect(out[3]).toMatchObject({ title: { en: 'New card' }, placeholder: false });
    expect(validateSiteDocument(next).ok).toBe(true);
  });

  it('refuses an unknown page', () => {
    expect(() => toPuckData(es, 'nope', 'es')).toThrow(RangeError);
  });
});
