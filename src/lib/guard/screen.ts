import type { GuardReason } from './decide';

/**
 * Replaces the page with the full-screen notice rendered (localized, inert) into
 * `<template id="page-behaviour">` by PageBehaviour.astro. The page's content is removed
 * from the DOM rather than covered, so a blocked scraper cannot read it underneath.
 */
export function showGuardScreen(
  kind: 'blocked' | 'framed',
  reason: GuardReason,
  tpl = document.getElementById('page-behaviour'),
): void {
  if (!(tpl instanceof HTMLTemplateElement)) return;
  const screen = tpl.content.firstElementChild?.cloneNode(true);
  if (!(screen instanceof HTMLElement)) return;
  // Keep only the title of this kind and the sentence of this reason.
  for (const el of screen.querySelectorAll<HTMLElement>('[data-kind]')) if (el.dataset['kind'] !== kind) el.remove();
  for (const el of screen.querySelectorAll<HTMLElement>('[data-reason]'))
    if (el.dataset['reason'] !== reason) el.remove();
  const direct = screen.querySelector<HTMLAnchorElement>('a[data-open-direct]');
  if (direct) direct.href = window.location.href;
  screen.dataset['reason'] = reason;
  const title = screen.querySelector('h1')?.textContent;
  if (title) document.title = title;
  document.body.replaceChildren(screen);
}
