/**
 * `fn` remembered per argument, for per-request work whose inputs repeat (an Accept-Language
 * header, a request path, a query). Bounded: when `max` answers are kept it starts over, and a
 * key longer than `MAX_KEY` (no browser sends one) is worked out each time, never kept, so odd
 * inputs sent on purpose cost at most `max` short keys of memory.
 */
export const MAX_KEY = 512;

export function memo<V>(fn: (key: string) => V, max = 1_000): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    const hit = known.get(key);
    if (hit !== undefined || known.has(key)) return hit as V;
    const value = fn(key);
    if (key.length > MAX_KEY) return value;
    if (known.size >= max) known.clear();
    known.set(key, value);
    return value;
  };
}
