// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { translator } from '../../../src/lib/clientStrings.ts';
import { CategoryTabs } from '../../../src/ui/CategoryTabs.tsx';
import en from '../../../i18n/en.json' with { type: 'json' };

const t = translator(en, 'en');
afterEach(cleanup);

const categories = [
  { id: 3, name: 'Slots', count: 7 },
  { id: 5, name: 'Sports', count: 2 },
];

function Filter({ semantics }: { semantics: 'tabs' | 'pressed' }) {
  const [selected, pick] = useState<number | undefined>();
  return (
    <CategoryTabs categories={categories} selected={selected} onPick={pick} semantics={semantics} className="x" t={t} />
  );
}

const names = (buttons: HTMLElement[]) => buttons.map((b) => b.textContent);

describe('the category filter', () => {
  it('as the wizard has it: a tablist whose selected tab follows the click', () => {
    render(<Filter semantics="tabs" />);
    const tabs = within(screen.getByRole('tablist', { name: 'Template categories' })).getAllByRole('tab');
    expect(names(tabs)).toEqual(['All 9', 'Slots 7', 'Sports 2']);
    expect(tabs.map((b) => b.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.every((b) => !b.hasAttribute('aria-pressed'))).toBe(true);
    fireEvent.click(tabs[2]!);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Sports 2');
  });

  it('as the design console has it: a named group of pressed buttons', () => {
    render(<Filter semantics="pressed" />);
    expect(screen.queryByRole('tablist')).toBeNull();
    const group = screen.getByRole('group', { name: 'Template categories' });
    const buttons = within(group).getAllByRole('button');
    expect(names(buttons)).toEqual(['All 9', 'Slots 7', 'Sports 2']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect(buttons.every((b) => !b.hasAttribute('role') && !b.hasAttribute('aria-selected'))).toBe(true);
    fireEvent.click(buttons[1]!);
    expect(within(group).getByRole('button', { pressed: true }).textContent).toBe('Slots 7');
  });

  it('keeps every button a native button in the Tab order, in both forms', () => {
    for (const semantics of ['tabs', 'pressed'] as const) {
      const { container, unmount } = render(<Filter semantics={semantics} />);
      const buttons = [...container.querySelectorAll('button')];
      expect(buttons).toHaveLength(3);
      expect(buttons.every((b) => b.type === 'button' && b.tabIndex === 0)).toBe(true);
      unmount();
    }
  });
});
