import { runGuard } from './guard';
import { initReveal } from './reveal';
import { initLazyImages } from './lazyImages';
import { initVisibility } from './visibility';
import { initPrefetch } from './prefetch';

/**
 * The behaviour every page shares (spec §4, §9), started once by src/scripts/page.ts.
 * The guard runs first; a blocked or framed page gets nothing else. Resolves true when
 * the page was let through.
 */
export async function initPageBehaviour(): Promise<boolean> {
  if ((await runGuard()).action !== 'allow') return false;
  const config = document.getElementById('page-behaviour');
  initReveal();
  initLazyImages();
  watchVideoFailures();
  initVisibility(config?.dataset['dormant'] ?? '…');
  initPrefetch();
  return true;
}

/**
 * "Video loading failed" needs its module only on pages with video, or once a video added
 * later fails: until then a capture listener of a few bytes stands in for it.
 */
function watchVideoFailures(): void {
  const start = () => void import('./mediaFailure').then((m) => m.initVideoFallbacks());
  if (document.querySelector('video')) {
    start();
    return;
  }
  const onError = (e: Event) => {
    if (!(e.target instanceof HTMLVideoElement || e.target instanceof HTMLSourceElement)) return;
    document.removeEventListener('error', onError, true);
    start(); // it also marks videos that failed before it ran
  };
  document.addEventListener('error', onError, true);
}
