import type { Translate } from '~/shared/messageKey';
import type { TemplateCategory } from '~/shared/schemas/catalog';
import './category-tabs.css';

interface Props {
  /** The categories, each counting what it holds (under the search, when there is one). */
  categories: readonly Pick<TemplateCategory, 'id' | 'name' | 'count'>[];
  /** The category shown; undefined: all of them. */
  selected: number | undefined;
  onPick: (categoryId: number | undefined) => void;
  /**
   * What the buttons are to assistive technology. `tabs`: a tablist of tabs (aria-selected), as
   * the wizard's gallery has them; `pressed`: a named group of toggle buttons (aria-pressed), as
   * the design console's template picker has them. Either way every button is in the Tab order
   * and Enter or Space picks it.
   */
  semantics: 'tabs' | 'pressed';
  /** The feature's class for the row (its own layout and sizes); each count is `.count` inside it. */
  className: string;
  t: Translate;
}

/** "All" and one button per category, each with its count: the template catalogue's category filter. */
export function CategoryTabs({ categories, selected, onPick, semantics, className, t }: Props) {
  const all = categories.reduce((n, c) => n + c.count, 0);
  const buttons = [{ id: undefined, name: t('wizard.allCategories'), count: all }, ...categories].map((c) => {
    const on = c.id === selected;
    return (
      <button
        key={c.id ?? 'all'}
        type="button"
        {...(semantics === 'tabs' ? { role: 'tab', 'aria-selected': on } : { 'aria-pressed': on })}
        onClick={() => onPick(c.id)}
      >
        {c.name} <span className="count">{c.count}</span>
      </button>
    );
  });
  const label = t('wizard.categories');
  if (semantics === 'tabs') {
    return (
      <div role="tablist" aria-label={label} className={`category-tabs ${className}`}>
        {buttons}
      </div>
    );
  }
  return (
    <fieldset className={`category-tabs ${className}`}>
      <legend className="visually-hidden">{label}</legend>
      {buttons}
    </fieldset>
  );
}
