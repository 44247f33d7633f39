// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json' with { type: 'json' };
import { ApiError } from '../../../src/lib/apiError.ts';
import { translator } from '../../../src/lib/clientStrings.ts';
import type { Template } from '../../../src/shared/schemas/catalog.ts';
import { TemplateBrowser, type TemplateSource } from '../../../src/ui/templateBrowser/TemplateBrowser.tsx';
import type { BrowseQuery } from '../../../src/ui/templateBrowser/useBrowseQuery.ts';

const t = translator(en, 'en');
afterEach(cleanup);

const tpl = (id: number, name: string) => ({ id, name, thumbnail: `/thumb/${id}.svg`, preview: '' }) as Template;
const all = [
  tpl(1, 'Golden Queen'),
  tpl(2, 'Jade Crown'),
  tpl(3, 'Ruby Moon'),
  tpl(4, 'Neon Ace'),
  tpl(5, 'Gold Star'),
];

/** The catalogue in memory: category 7 holds the even ids; the search matches names. */
function source(): TemplateSource & { calls: (BrowseQuery & { pageSize: number })[] } {
  const calls: (BrowseQuery & { pageSize: number })[] = [];
  const match = (q: string) => all.filter((x) => x.name.toLowerCase().includes(q.toLowerCase()));
  return {
    calls,
    categories: async (q) => [{ id: 7, name: 'Even', count: match(q).filter((x) => x.id % 2 === 0).length }] as never,
    templates: async (query) => {
      calls.push(query);
      const found = match(query.q).filter((x) => query.categoryId === undefined || x.id % 2 === 0);
      const start = (query.page - 1) * query.pageSize;
      return { list: found.slice(start, start + query.pageSize), total: found.length, page: query.page } as never;
    },
  };
}

const radios = () => within(screen.getByRole('radiogroup', { name: 'Templates' })).getAllByRole('radio');

describe('the template browser', () => {
  it('searches after a pause, from page 1, and tells the query it applied', async () => {
    const src = source();
    const onQuery = vi.fn();
    render(
      <TemplateBrowser
        source={src}
        t={t}
        pageSize={2}
        label="Templates"
        tabs="tabs"
        initial={{ categoryId: undefined, q: '', page: 2 }}
        onQuery={onQuery}
        selected={null}
        onSelect={() => {}}
      />,
    );
    await waitFor(() => expect(radios()).toHaveLength(2));
    expect(screen.getByText('5 templates')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search templates'), { target: { value: ' gold ' } });
    await waitFor(() => expect(screen.getByText('2 templates')).toBeTruthy());
    expect(src.calls.at(-1)).toEqual({ categoryId: undefined, q: 'gold', page: 1, pageSize: 2 });
    expect(onQuery).toHaveBeenLastCalledWith({ categoryId: undefined, q: 'gold', page: 1 });
    fireEvent.click(screen.getByRole('tab', { name: 'Even 0' }));
    await waitFor(() => expect(screen.getByText('No templates match your search.')).toBeTruthy());
  });

  it('shows the selection first, with its badge, when it is not on the page shown', async () => {
    render(
      <TemplateBrowser
        source={source()}
        t={t}
        pageSize={2}
        label="Templates"
        tabs="tabs"
        selected={all[4]!}
        onSelect={() => {}}
        pinnedBadge="Your choice"
      />,
    );
    await waitFor(() => expect(radios()).toHaveLength(3));
    expect(radios()[0]!).toHaveProperty('checked', true);
    expect(screen.getByText('Your choice').closest('label')?.dataset['templateId']).toBe('5');
  });

  it('marks the template in use, and Enter on a card chooses it', async () => {
    const onSelect = vi.fn();
    const onChoose = vi.fn();
    render(
      <TemplateBrowser
        source={source()}
        t={t}
        pageSize={12}
        label="Templates"
        tabs="pressed"
        selected={null}
        onSelect={onSelect}
        onChoose={onChoose}
        current={{ id: 1, label: 'In use' }}
        colors={{ color1: '#000000', color2: '#111111', color3: '#222222' }}
      />,
    );
    await waitFor(() => expect(radios()).toHaveLength(5));
    const inUse = radios()[0]!;
    expect(document.getElementById(inUse.getAttribute('aria-describedby')!)?.textContent).toBe('In use');
    // Thumbnails in the site's own colours.
    expect(document.querySelector('[data-template-id] img')?.getAttribute('src')).toContain('color1=%23000000');
    fireEvent.keyDown(radios()[2]!, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(all[2]);
    expect(onChoose).toHaveBeenCalledWith(all[2]);
    expect(screen.getByRole('group', { name: 'Template categories' })).toBeTruthy();
  });

  it('says when the catalogue cannot be reached, and retries', async () => {
    const src = source();
    let down = true;
    const templates = src.templates;
    src.templates = (q) => (down ? Promise.reject(new ApiError('network')) : templates(q));
    render(
      <TemplateBrowser
        source={src}
        t={t}
        pageSize={12}
        label="Templates"
        tabs="tabs"
        selected={null}
        onSelect={() => {}}
      />,
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(t('errors.network')));
    down = false;
    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    await waitFor(() => expect(radios()).toHaveLength(5));
  });
});
