// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_IMAGE, initVideoFallbacks, mediaMessages, showImageFailed } from '../../src/lib/mediaFailure.ts';

beforeEach(() => {
  document.body.innerHTML =
    '<template id="page-behaviour" data-image-failed="تعذّر تحميل الصورة" data-video-failed="تعذّر تحميل الفيديو"></template>';
});

describe('broken media say so (spec §9)', () => {
  it('reads the localized messages from the page', () => {
    expect(mediaMessages()).toEqual({ image: 'تعذّر تحميل الصورة', video: 'تعذّر تحميل الفيديو' });
    document.body.innerHTML = '';
    expect(mediaMessages()).toEqual({ image: '', video: '' });
  });

  it('a broken image shows the fallback, names the failure in its alt text and in a visible note, once', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<figure><img alt="A beach" srcset="a.webp 1x"><figcaption>x</figcaption></figure>',
    );
    const img = document.querySelector('img')!;
    showImageFailed(img);
    showImageFailed(img);
    expect(img.getAttribute('src')).toBe(FALLBACK_IMAGE);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.alt).toBe('تعذّر تحميل الصورة');
    expect(img.dataset['alt']).toBe('A beach');
    const notes = document.querySelectorAll('.media-failed');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.textContent).toBe('تعذّر تحميل الصورة');
    expect(notes[0]!.getAttribute('aria-hidden')).toBe('true'); // the alt already says it
    expect(img.nextElementSibling).toBe(notes[0]);
  });

  it('a video whose source fails, added after start-up, gets a readable note', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    initVideoFallbacks();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<video><source src="/a.webm" type="video/webm"><source src="/a.mp4" type="video/mp4"></video>',
    );
    const [first, last] = document.querySelectorAll('source');
    first!.dispatchEvent(new Event('error'));
    expect(document.querySelector('.media-failed')).toBeNull(); // the next source may still play
    last!.dispatchEvent(new Event('error'));
    const note = document.querySelector('.media-failed')!;
    expect(note.textContent).toBe('تعذّر تحميل الفيديو');
    expect(note.hasAttribute('aria-hidden')).toBe(false);
    expect(document.querySelector('video')!.dataset['state']).toBe('failed');
    expect(warn).toHaveBeenCalledOnce();
  });
});
