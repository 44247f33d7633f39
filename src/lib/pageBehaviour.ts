import { runGuard } from './guard';
import { initReveal } from './reveal';
import { initLazyImages } from './lazyImages';
import { initVideoFallbacks } from './mediaFailure';
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
  initVideoFallbacks();
  initVisibility(config?.dataset['dormant'] ?? '…');
  initPrefetch();
}
