import { useCallback, useEffect, useRef, useState } from 'react';
import type { SiteDocument } from '~/shared/siteDesign/document';
import { Autosave, type SaveState } from './autosave';
import type { DesignApi, Draft } from './designApi';

export type DraftLoad = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready' };

/**
 * The draft being edited: loaded once, changed by the editor, saved by Autosave. `epoch` changes
 * when the document is replaced from outside the editor (another tab's draft, reset, switch), so
 * the canvas remounts on it. While another tab's draft is shown after a 409, ours is kept aside.
 */
export function useDesignDraft(api: DesignApi) {
  const [load, setLoad] = useState<DraftLoad>({ kind: 'loading' });
  const [doc, setDoc] = useState<SiteDocument | null>(null);
  const [epoch, setEpoch] = useState(0);
  const [save, setSave] = useState<SaveState>({ kind: 'saved', version: 0 });
  const autosave = useRef<Autosave | null>(null);
  const mine = useRef<SiteDocument | null>(null);
  const docRef = useRef<SiteDocument | null>(null);

  const start = useCallback(
    (draft: Draft) => {
      autosave.current?.dispose();
      autosave.current = new Autosave(draft, {
        save: (d, opts) => api.save(d, opts),
        onState: setSave,
      });
      docRef.current = draft.doc;
      setDoc(draft.doc);
      setSave(autosave.current.current);
      setEpoch((e) => e + 1);
    },
    [api],
  );

  const reload = useCallback(async () => {
    setLoad({ kind: 'loading' });
    const r = await api.draft();
    if (!r.ok) return setLoad({ kind: 'failed', message: r.message });
    start(r.data);
    setLoad({ kind: 'ready' });
  }, [api, start]);

  useEffect(() => {
    void reload();
    return () => autosave.current?.dispose();
  }, [reload]);

  // A 409: the editor shows the newer draft at once; ours waits for the operator's choice.
  useEffect(() => {
    if (save.kind !== 'conflict' || mine.current) return;
    mine.current = docRef.current;
    docRef.current = save.theirs.doc;
    setDoc(save.theirs.doc);
    setEpoch((e) => e + 1);
  }, [save]);

  const resolve = useCallback((choice: 'theirs' | 'mine') => {
    const ours = mine.current;
    mine.current = null;
    if (choice === 'mine' && ours) {
      docRef.current = ours;
      setDoc(ours);
      setEpoch((e) => e + 1);
    }
    autosave.current?.resolve(choice);
  }, []);

  const change = useCallback((next: SiteDocument, remount = false) => {
    docRef.current = next;
    setDoc(next);
    if (remount) setEpoch((e) => e + 1);
    autosave.current?.change(next);
  }, []);

  /**
   * A draft the server made from ours at the operator's request (a language added): taken as
   * the next step of this document, so undo histories stay; else replaced like any other.
   */
  const adopt = useCallback(
    (d: Draft) => {
      if (!autosave.current?.rebase(d.version)) return start(d);
      docRef.current = d.doc;
      setDoc(d.doc);
    },
    [start],
  );

  /** Saves what is pending; the version now saved, or null when it could not be saved. */
  const saved = useCallback(async (): Promise<number | null> => {
    const a = autosave.current;
    if (!a) return null;
    await a.flush();
    return a.current.kind === 'saved' ? a.savedVersion : null;
  }, []);

  // Leaving: what is pending goes out at once (keepalive lets the request outlive the page).
  useEffect(() => {
    const flush = () => void autosave.current?.flush(true);
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const warn = (e: BeforeUnloadEvent) => {
      if (autosave.current?.hasUnsaved) e.preventDefault();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', warn);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', warn);
    };
  }, []);

  return {
    load,
    doc,
    epoch,
    save,
    change,
    resolve,
    saved,
    replace: start,
    adopt,
    retry: () => void autosave.current?.flush(),
    reload,
  };
}
