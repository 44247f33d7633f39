/** Files as the template routes take them: bytes in base64, paths inside the chosen folder. */

/** A file's bytes in base64 (the browser's own encoder, through a data: URL). */
export function fileBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** A file of a chosen folder by its path inside it: `summer/images/a.png` → `images/a.png`. */
export function pathInFolder(file: File): string {
  const rel = (file as File & { webkitRelativePath?: string }).webkitRelativePath || file.name;
  const parts = rel.split('/');
  return parts.length > 1 ? parts.slice(1).join('/') : rel;
}

/** What the console sends at most in one import (the route's own limit leaves room for base64). */
export const PACK_MAX_BYTES = 30 * 1024 * 1024;
/** A picture's limit, checked here before sending (the server checks again, by the bytes). */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** Megabytes with one decimal, for "Files chosen: 12 (3.4 MB)". */
export const megabytes = (bytes: number, lang: string) =>
  new Intl.NumberFormat(
    lang,
    // A small folder still shows its size (0.012, not 0.0).
    bytes < 1024 * 1024 ? { maximumSignificantDigits: 2 } : { maximumFractionDigits: 1, minimumFractionDigits: 1 },
  ).format(bytes / 1024 / 1024);

/** `templates.<key>.<field>` → the template's key, or null for a problem of the pack itself. */
export function issueTemplate(path: string): string | null {
  const m = /^templates\.([^.]+)\./.exec(path);
  return m ? m[1]! : null;
}
