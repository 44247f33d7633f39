import { type DesignApi, type Draft, type PublishRow, type Result, staleCurrent, type VersionRow } from './designApi';

const POLL_MS = 700;
const GIVE_UP_MS = 120_000;

/**
 * Waits until the version's publish job has rendered it (`ready`) or given up (`failed`): the
 * version list carries each version's state. A network blip is retried until the deadline.
 */
export async function untilRendered(api: DesignApi, number: number, signal?: AbortSignal): Promise<VersionRow | null> {
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline && !signal?.aborted) {
    const r = await api.versions();
    const row = r.ok ? r.data.versions.find((v) => v.number === number) : undefined;
    if (row && row.state !== 'pending') return row;
    await new Promise((ok) => setTimeout(ok, POLL_MS));
  }
  return null;
}

export type PublishState =
  | { kind: 'idle' }
  | { kind: 'working'; number?: number }
  | { kind: 'done'; number: number }
  /** The draft already was the newest version: nothing published. */
  | { kind: 'unchanged'; number: number }
  | { kind: 'failed'; message: string };

/**
 * A publish or rollback request followed to its end, as one state the button and status show.
 * A 409 (another tab saved the draft since) hands the draft as it is now to `onStale`.
 */
export async function followPublish<R extends PublishRow>(
  api: DesignApi,
  request: () => Promise<Result<R>>,
  onState: (s: PublishState) => void,
  failedText: string,
  on: { answered?: (row: R) => void; stale?: (current: Draft) => void } = {},
): Promise<void> {
  onState({ kind: 'working' });
  const r = await request();
  if (!r.ok) {
    const current = staleCurrent(r);
    if (current) on.stale?.(current);
    return onState({ kind: 'failed', message: r.message || failedText });
  }
  on.answered?.(r.data);
  if (r.data.unchanged) return onState({ kind: 'unchanged', number: r.data.number });
  onState({ kind: 'working', number: r.data.number });
  const row = await untilRendered(api, r.data.number);
  if (row?.state === 'ready') onState({ kind: 'done', number: row.number });
  else onState({ kind: 'failed', message: failedText });
}
