import type { SiteDocument } from '~/shared/siteDesign/document';
import { type Draft, type Result, staleCurrent } from './designApi';

/** How long after the last change a save starts. */
export const SAVE_DELAY_MS = 800;
/** Retries after a network failure wait 2 s, 4 s, 8 s… up to this. */
const MAX_RETRY_MS = 30_000;

export type SaveState =
  | { kind: 'saved'; version: number }
  | { kind: 'pending' }
  | { kind: 'saving' }
  /** No answer (offline): retried by itself, and on demand. */
  | { kind: 'offline'; retryInMs: number }
  /** Refused (not a conflict): shown; saved again on the next change or on demand. */
  | { kind: 'error'; message: string }
  /** Another tab saved first: nothing is saved until the operator chooses (resolve). */
  | { kind: 'conflict'; theirs: Draft };

export interface AutosaveOptions {
  save: (draft: Draft, opts: { keepalive: boolean }) => Promise<Result<{ version: number }>>;
  onState: (state: SaveState) => void;
  delayMs?: number;
}

/**
 * Saves the draft a moment after the last change, one save at a time, with the version it was
 * loaded at: a stale version is answered 409 with the newer draft, and then nothing is saved
 * until the operator picks theirs or the newer one (never overwritten silently).
 */
export class Autosave {
  private version: number;
  private pending: SiteDocument | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;
  private retryMs = 0;
  private state: SaveState;
  private readonly opts: AutosaveOptions;

  constructor(loaded: Draft, opts: AutosaveOptions) {
    this.opts = opts;
    this.version = loaded.version;
    this.state = { kind: 'saved', version: loaded.version };
  }

  get current(): SaveState {
    return this.state;
  }

  /** The draft's version as last saved (or loaded). */
  get savedVersion(): number {
    return this.version;
  }

  get hasUnsaved(): boolean {
    return this.pending !== null || this.inFlight !== null;
  }

  /** The document changed: saved after the delay (restarted by each further change). */
  change(doc: SiteDocument): void {
    this.pending = doc;
    if (this.state.kind === 'conflict') return;
    this.set({ kind: 'pending' });
    this.arm(this.opts.delayMs ?? SAVE_DELAY_MS);
  }

  /** Saves now (leaving the page, or the operator's Retry). */
  flush(keepalive = false): Promise<void> {
    clearTimeout(this.timer);
    return this.run(keepalive);
  }

  /**
   * After a conflict: `theirs` continues from the other tab's draft (ours dropped); `mine` saves
   * ours as the next version on top of it — chosen by the operator, so not silent.
   */
  resolve(choice: 'theirs' | 'mine'): void {
    if (this.state.kind !== 'conflict') return;
    this.version = this.state.theirs.version;
    if (choice === 'theirs') {
      this.pending = null;
      this.set({ kind: 'saved', version: this.version });
    } else {
      this.set({ kind: 'pending' });
      void this.flush();
    }
  }

  /**
   * The server changed the draft on the operator's request (a language added) and answered it:
   * saves continue from its version. Only when nothing is pending, so no change is lost.
   */
  rebase(version: number): boolean {
    if (this.hasUnsaved || this.state.kind === 'conflict') return false;
    this.version = version;
    this.set({ kind: 'saved', version });
    return true;
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private arm(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(false), ms);
  }

  private set(state: SaveState): void {
    this.state = state;
    this.opts.onState(state);
  }

  private async run(keepalive: boolean): Promise<void> {
    while (this.inFlight) await this.inFlight;
    const doc = this.pending;
    if (!doc || this.state.kind === 'conflict') return;
    this.pending = null;
    this.set({ kind: 'saving' });
    this.inFlight = this.opts.save({ version: this.version, doc }, { keepalive }).then((r) => this.settle(r, doc));
    await this.inFlight;
    this.inFlight = null;
  }

  private settle(r: Result<{ version: number }>, doc: SiteDocument): void {
    if (r.ok) {
      this.version = r.data.version;
      this.retryMs = 0;
      if (this.pending) this.arm(this.opts.delayMs ?? SAVE_DELAY_MS);
      this.set(this.pending ? { kind: 'pending' } : { kind: 'saved', version: this.version });
      return;
    }
    // What failed is unsaved again, unless a newer change replaced it meanwhile.
    this.pending ??= doc;
    const theirs = staleCurrent(r);
    if (theirs) {
      clearTimeout(this.timer);
      this.set({ kind: 'conflict', theirs });
    } else if (r.status === 0 || r.status >= 500) {
      this.retryMs = Math.min(this.retryMs ? this.retryMs * 2 : 2000, MAX_RETRY_MS);
      this.arm(this.retryMs);
      this.set({ kind: 'offline', retryInMs: this.retryMs });
    } else {
      this.set({ kind: 'error', message: r.message });
    }
  }
}
