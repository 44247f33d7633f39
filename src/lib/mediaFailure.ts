/**
 * Spec §9's "Image failed to load" and "Video loading failed": a broken image shows the
 * fallback picture and says so, visibly and to screen readers; a broken video says so beside
 * it. The localized words ride on the page-behaviour template (PageBehaviour.astro).
 */
import { FALLBACK_IMAGE } from '~/shared/images';

export { FALLBACK_IMAGE };

export interface MediaMessages {
  image: string;
  video: string;
}

/** The page's localized failure messages ('' where a page has none, e.g. in unit tests). */
export function mediaMessages(doc: Document = document): MediaMessages {
  const data = doc.getElementById('page-behaviour')?.dataset;
  return { image: data?.['imageFailed'] ?? '', video: data?.['videoFailed'] ?? '' };
}

/** A visible note after `el` (after its <picture>, for an image inside one). */
function addNote(el: HTMLElement, message: string, hidden: boolean): void {
  const anchor = el.parentElement instanceof HTMLPictureElement ? el.parentElement : el;
  if (!message || anchor.nextElementSibling?.classList.contains('media-failed')) return;
  const note = el.ownerDocument.createElement('span');
  note.className = 'media-failed';
  note.textContent = message;
  // For an image the alt text carries the message; reading it twice helps no one.
  if (hidden) note.setAttribute('aria-hidden', 'true');
  anchor.after(note);
}

/**
 * Shows the fallback picture in place of a broken image. The alt text becomes the message
 * (the original alt described a picture that is not there) and is kept in `data-alt`.
 */
export function showImageFailed(img: HTMLImageElement, message = mediaMessages(img.ownerDocument).image): void {
  img.removeAttribute('srcset');
  img.src = FALLBACK_IMAGE;
  if (message) {
    if (img.dataset['alt'] === undefined) img.dataset['alt'] = img.alt;
    img.alt = message;
  }
  addNote(img, message, true);
}

export function showVideoFailed(video: HTMLVideoElement, message = mediaMessages(video.ownerDocument).video): void {
  if (video.dataset['state'] === 'failed') return;
  video.dataset['state'] = 'failed';
  console.warn(`[media] video failed to load: ${video.currentSrc || video.getAttribute('src') || ''}`);
  addNote(video, message, false);
}

/** A video that cannot play: its own error, or every one of its <source>s failed. */
function failedVideo(target: EventTarget | null): HTMLVideoElement | null {
  if (target instanceof HTMLVideoElement) return target;
  if (target instanceof HTMLSourceElement && target.parentElement instanceof HTMLVideoElement) {
    const video = target.parentElement;
    const sources = video.querySelectorAll('source');
    return sources[sources.length - 1] === target ? video : null;
  }
  return null;
}

/**
 * Watches every video of the page, present or added later: media errors do not bubble, but
 * they do pass the document in the capture phase.
 */
export function initVideoFallbacks(doc: Document = document): void {
  const message = mediaMessages(doc).video;
  doc.addEventListener(
    'error',
    (e) => {
      const video = failedVideo(e.target);
      if (video) showVideoFailed(video, message);
    },
    true,
  );
  // Failed before this script ran.
  for (const v of doc.querySelectorAll('video')) {
    if (v.error || v.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) showVideoFailed(v, message);
  }
}
