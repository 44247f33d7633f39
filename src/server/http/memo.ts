/**
 * `fn` remembered per argument, for per-request work whose inputs repeat (an Accept-Language
 * header, a request path). Bounded: when `max` answers are kept it starts over, so odd inputs
 * sent on purpose cost memory only up to `max`.
 */
export function memo<V>(fn: (key: string) => V, max = 1_000): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    const hit = known.get(key);
    if (hit !== undefined || known.has(key)) return hit as V;
    if (known.size >= max) known.clear();
    const value = fn(key);
    known.set(key, value);
    return value;
  };
}
