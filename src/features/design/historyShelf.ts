import type { History, InitialHistory } from '@puckeditor/core';
import type { LocaleCode } from '../../../i18n/locales';
import type { Page } from '~/shared/siteDesign/document';

/** Enough steps back for a session; older ones are dropped so a long session stays light. */
const MAX_STEPS = 100;

interface Kept {
  histories: History[];
  index: number;
  /** The page as it was when its canvas last showed it: a later change elsewhere is one more step. */
  page: Page | undefined;
}

/** Plain JSON compared by content, whatever the order of its keys (Puck rebuilds objects). */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameContent((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Puck's undo history of each page in each language, kept for the editing session. The canvas
 * is remounted for another page or language (Puck edits one at a time); without this shelf its
 * history would start over on every switch. A document replaced from outside the editor (a new
 * `epoch`: reset, another template, another tab's draft) makes every kept history meaningless.
 */
export class HistoryShelf {
  private epoch = -1;
  private readonly kept = new Map<string, Kept>();

  private key = (pageId: string, lang: LocaleCode) => `${pageId}\u0000${lang}`;

  private at(epoch: number) {
    if (epoch !== this.epoch) {
      this.kept.clear();
      this.epoch = epoch;
    }
  }

  keep(epoch: number, pageId: string, lang: LocaleCode, histories: History[], index: number, page?: Page) {
    this.at(epoch);
    const drop = Math.max(0, histories.length - MAX_STEPS);
    this.kept.set(this.key(pageId, lang), {
      histories: histories.slice(drop),
      index: Math.max(0, index - drop),
      page,
    });
  }

  /** The page as it is now, once its canvas goes (the history itself is kept as it changes). */
  leave(epoch: number, pageId: string, lang: LocaleCode, page: Page | undefined) {
    const entry = epoch === this.epoch ? this.kept.get(this.key(pageId, lang)) : undefined;
    if (entry) entry.page = page;
  }

  /**
   * The history to resume `page` in `lang` with; undefined for a first visit. When the page
   * changed since (another language's edit, a page renamed), Puck appends the page as it is now,
   * so the first undo steps back from there.
   */
  resume(epoch: number, pageId: string, lang: LocaleCode, page: Page | undefined): InitialHistory | undefined {
    this.at(epoch);
    const entry = this.kept.get(this.key(pageId, lang));
    if (!entry || entry.histories.length === 0) return undefined;
    if (sameContent(entry.page, page)) {
      // Redo survives too: the steps undone before leaving are still ahead.
      return { histories: entry.histories as [History, ...History[]], index: entry.index, appendData: false };
    }
    return { histories: entry.histories.slice(0, entry.index + 1), appendData: true };
  }
}
