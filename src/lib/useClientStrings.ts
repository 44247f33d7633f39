import { useEffect, useState } from 'react';
import type { Catalog } from '~/shared/translate';
import { loadClientStrings } from './clientStrings';

/** React hook over `loadClientStrings`; null until loaded. */
export function useClientStrings(): Catalog | null {
  const [strings, setStrings] = useState<Catalog | null>(null);
  useEffect(() => {
    let live = true;
    loadClientStrings().then(
      (s) => live && setStrings(s),
      (err: unknown) => console.error('client strings failed to load', err),
    );
    return () => {
      live = false;
    };
  }, []);
  return strings;
}
