/** Entries kept at most: keys come from small sets (locales × currencies), this bounds a surprise. */
const MEMO_MAX = 500;

/**
 * One value per argument list, made on first use and kept: for Intl objects, costly to build
 * (tens of microseconds) and asked for on every count and every price. A `make` that throws
 * (a currency Intl does not know) keeps nothing.
 */
export function memo<A extends string[], T>(make: (...args: A) => T): (...args: A) => T {
  const cache = new Map<string, T>();
  return (...args) => {
    const key = args.join('\u0000');
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const made = make(...args);
    if (cache.size >= MEMO_MAX) cache.clear();
    cache.set(key, made);
    return made;
  };
}
