import { runGuard } from './guard';
import { initReveal } from './reveal';
import { initLazyImages } from './lazyImages';
import { initVisibility } from './visibility';
import { initPrefetch } from './prefetch';

/**
 * The behaviour every page shares (spec §4, §9), started once from PageBehaviour.astro.
 * The guard runs first; a blocked or framed page gets nothing else.
 */
export async function initPageBehaviour(): Promise<void> {
  if ((await runGuard()).action !== 'allow') return;
  const config = document.getElementById('page-behaviour');
  initReveal();
  initLazyImages();
  watchVideoFailures();
  initVisibility(config?.dataset['dormant'] ?? '…');
  initPrefetch();
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
