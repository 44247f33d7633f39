/** The reset link's secret: 32 random bytes, base64url, as the server mails it. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token of a reset link's fragment (`#token=…`), or null. The secret rides in the fragment
 * so it never reaches a server log or a Referer; the page takes it out of the address bar at once.
 */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
  return TOKEN.test(token) ? token : null;
}

/** Drops the fragment from the address bar and the history entry (the page stays). */
export function clearHash(): void {
  if (!window.location.hash) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}
