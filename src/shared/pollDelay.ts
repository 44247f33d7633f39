/**
 * How long the Created page waits before asking about an order again: every 2 s for the
 * first minute, then every 10 s. The load bench polls at the same pace.
 */
export const pollDelay = (attempt: number) => (attempt < 30 ? 2_000 : 10_000);
