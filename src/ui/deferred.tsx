import { type ComponentType, useEffect, useState } from 'react';
import { loadClientStrings } from '~/lib/clientStrings';
import { toast } from '~/lib/toast';

/** A component whose code is downloaded the first time it is shown, or earlier through `preload`. */
export type Deferred<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

interface Source<P> {
  loaded: ComponentType<P> | null;
  preload: () => Promise<ComponentType<P>>;
}

function DeferredPart<P extends object>({ source, props }: { source: Source<P>; props: P }) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(() => source.loaded);
  // Once per showing: a dialog that failed to load is tried again when it is next opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only, see above.
  useEffect(() => {
    if (Component) return;
    let live = true;
    source.preload().then(
      (c) => live && setComponent(() => c),
      async (err: unknown) => {
        console.error('a part of the page failed to load', err);
        const strings = await loadClientStrings().catch(() => ({}) as Record<string, string>);
        toast(strings['errors.network'] ?? 'Network error', 'error');
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return Component ? <Component {...props} /> : null;
}

/**
 * Keeps a part that is not on screen at first paint (a dialog) out of the page's bundle:
 * its module loads when it is first rendered, and it appears once it has arrived. A failed
 * download (offline) says so in a toast and is tried again the next time the part is shown;
 * the rest of the island keeps working, where `React.lazy` without an error boundary would
 * unmount it.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  const source: Source<P> = {
    loaded: null,
    preload: () =>
      (pending ??= load().then(
        (component) => (source.loaded = component),
        (err: unknown) => {
          pending = null;
          throw err;
        },
      )),
  };
  const part = (props: P) => <DeferredPart source={source} props={props} />;
  return Object.assign(part, { preload: source.preload });
}
