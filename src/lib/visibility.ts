/** Spec §9: everything resumes 500 ms after the tab comes back. */
export const RESUME_DELAY_MS = 500;

export interface VisibilityDetail {
  hidden: boolean;
}

/**
 * Tab hidden (spec §4): the title gets the dormant suffix, videos pause (unless
 * `data-keep-playing`), canvases get `data-paused`, and `app:visibility` ({ hidden })
 * is broadcast on window. Back again: after 500 ms the title returns, canvases
 * resume and `app:visibility` ({ hidden: false }) fires; videos resume only once the
 * visitor has interacted with the page (autoplay rules, and no surprise sound).
 */
export function initVisibility(dormantSuffix: string): void {
  let title: string | null = null;
  let resumeTimer: number | undefined;
  let interacted = false;
  const pausedVideos = new Set<HTMLVideoElement>();

  const resumeVideos = () => {
    if (!interacted) return;
    pausedVideos.forEach((v) => void v.play().catch(() => undefined));
    pausedVideos.clear();
  };
  const onInteract = () => {
    interacted = true;
    if (document.visibilityState === 'visible' && resumeTimer === undefined) resumeVideos();
  };
  for (const type of ['pointerdown', 'keydown', 'touchstart'] as const)
    window.addEventListener(type, onInteract, { once: true, passive: true, capture: true });

  const broadcast = (hidden: boolean) =>
    window.dispatchEvent(new CustomEvent<VisibilityDetail>('app:visibility', { detail: { hidden } }));

  const hide = () => {
    window.clearTimeout(resumeTimer);
    resumeTimer = undefined;
    if (title === null) {
      title = document.title;
      document.title = `${title} — ${dormantSuffix}`;
    }
    document.querySelectorAll('video').forEach((v) => {
      if (v.paused || v.hasAttribute('data-keep-playing')) return;
      v.pause();
      pausedVideos.add(v);
    });
    for (const c of document.querySelectorAll('canvas')) c.setAttribute('data-paused', '');
    broadcast(true);
  };

  const show = () => {
    window.clearTimeout(resumeTimer);
    resumeTimer = window.setTimeout(() => {
      resumeTimer = undefined;
      // Leave the title alone if the page changed it meanwhile.
      if (title !== null && document.title === `${title} — ${dormantSuffix}`) document.title = title;
      title = null;
      for (const c of document.querySelectorAll('canvas[data-paused]')) c.removeAttribute('data-paused');
      resumeVideos();
      broadcast(false);
    }, RESUME_DELAY_MS);
  };

  document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? hide() : show()));
}
