/** Marks touch Windows/ARM devices and tall iPhones (screen height ≥ 932) for CSS tweaks. */
export function markDevice(): void {
  const ua = navigator.userAgent;
  const marks: string[] = [];
  if (navigator.maxTouchPoints > 0 && /Windows|ARM|aarch64/i.test(ua)) marks.push('touch-win');
  if (/iPhone/.test(ua) && window.screen.height >= 932) marks.push('tall-iphone');
  if (marks.length) document.documentElement.dataset['device'] = marks.join(' ');
}
