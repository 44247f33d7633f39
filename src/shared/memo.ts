/**
 * One value per key, made on first use and kept: for Intl objects, costly to build (tens of
 * microseconds) and asked for on every line of an invoice. Keys come from small sets (locales);
 * a `make` that throws keeps nothing. Not for the browser's code: the account screens' script
 * budget has no room for it (translate.ts keeps its own).
 */
export function memo<T>(make: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const made = make(key);
    cache.set(key, made);
    return made;
  };
}
