/**
 * The one polling loop of the browser: waits, asks, and stops when the answer says done,
 * the tries run out or the caller aborts (a screen that closed). A failed ask counts as
 * "not yet": a missed poll is tried again on the next turn. Resolves whether it got done.
 */
export async function pollUntil(
  ask: () => Promise<boolean>,
  opts: { delayMs: number | ((attempt: number) => number); tries?: number; signal: AbortSignal },
): Promise<boolean> {
  const delay = typeof opts.delayMs === 'number' ? () => opts.delayMs as number : opts.delayMs;
  for (let attempt = 0; attempt < (opts.tries ?? Number.POSITIVE_INFINITY); attempt++) {
    await wait(delay(attempt), opts.signal);
    if (opts.signal.aborted) return false;
    try {
      if (await ask()) return !opts.signal.aborted;
    } catch (err) {
      console.warn('poll failed', err);
    }
    if (opts.signal.aborted) return false;
  }
  return false;
}

/** A pause that ends early when the caller aborts, so a closed screen leaves no timer behind. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
