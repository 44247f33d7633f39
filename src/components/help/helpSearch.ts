import { matches } from './search';

/**
 * The help search: filters the questions as the visitor types, shows the count and the empty
 * state, and keeps the query in the address (shareable, and kept by the language switch).
 * Loaded by HelpCenter.astro when the search is first used, or at load for a `?q=` link.
 */
export function wireHelpSearch(root: HTMLElement, input: HTMLInputElement): void {
  const items = [...root.querySelectorAll<HTMLDetailsElement>('[data-faq]')];
  const sections = [...root.querySelectorAll<HTMLElement>('[data-topic]')];
  const empty = root.querySelector<HTMLElement>('[data-help-empty]')!;
  const count = root.querySelector<HTMLElement>('[data-help-count]')!;
  // The plural-aware translator loads with the first search, not with the page.
  let t: Promise<(key: string, vars: Record<string, number>) => string> | undefined;
  const translate = () =>
    (t ??= import('~/lib/clientStrings').then((m) =>
      m.translator(JSON.parse(count.dataset['strings'] ?? '{}') as Record<string, string>),
    ));
  const apply = () => {
    const q = input.value.trim();
    let shown = 0;
    for (const d of items) {
      const hit = !q || matches(d.dataset['text'] ?? '', q);
      d.hidden = !hit;
      d.open = Boolean(q) && hit;
      if (hit) shown++;
    }
    for (const s of sections) s.hidden = !s.querySelector('[data-faq]:not([hidden])');
    empty.hidden = shown > 0;
    if (!q) count.textContent = '';
    else void translate().then((tr) => (count.textContent = tr('help.resultsCount', { count: shown })));
    const url = new URL(location.href);
    if (q) url.searchParams.set('q', q);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  };
  input.addEventListener('input', apply);
  input.form?.addEventListener('submit', (e) => {
    e.preventDefault();
    apply();
  });
  // Whatever was typed (or linked) before this arrived.
  if (input.value) apply();
}
