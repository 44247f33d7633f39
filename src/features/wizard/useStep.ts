import { useCallback, useEffect, useRef, useState } from 'react';
import type { Step } from './steps';

const readStep = (): Step => (new URLSearchParams(window.location.search).get('step') === 'info' ? 'info' : 'design');

/**
 * The create flow's step lives in the address (`?step=info`), so the browser's Back from
 * "Website information" returns to the template step instead of leaving the page. Every
 * step change starts at the top with the new step's heading focused (screen readers hear it).
 */
export function useStep(): {
  step: Step;
  go: (next: Step, mode?: 'push' | 'replace') => void;
  back: () => void;
} {
  const [step, setStep] = useState<Step>('design');
  const shown = useRef<Step>('design');

  useEffect(() => {
    const sync = () => setStep(readStep());
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  useEffect(() => {
    if (step === shown.current) return;
    shown.current = step;
    window.scrollTo({ top: 0, behavior: 'instant' });
    document.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: true });
  }, [step]);

  const go = useCallback((next: Step, mode: 'push' | 'replace' = 'push') => {
    const url = new URL(window.location.href);
    if (next === 'info') url.searchParams.set('step', 'info');
    else url.searchParams.delete('step');
    // The pushed entry is marked, so Back knows whether the template step is behind it.
    if (mode === 'push') window.history.pushState({ wizardStep: next }, '', url);
    else window.history.replaceState(null, '', url);
    setStep(next);
  }, []);

  /** The template step: the history entry before this one when we made it, else in place. */
  const back = useCallback(() => {
    const state = window.history.state as { wizardStep?: Step } | null;
    if (state?.wizardStep === 'info') window.history.back();
    else go('design', 'replace');
  }, [go]);

  return { step, go, back };
}
