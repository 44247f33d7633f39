import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import type { MessageKey } from '../../shared/messageKey.ts';

/** Longer input is never a host name (253 ASCII characters; an IDN label may spell longer). */
const MAX_INPUT = 512;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export type HostnameResult = { ok: true; host: string } | { ok: false; key: MessageKey };

/**
 * An operator's domain as typed → its one spelling: trimmed, lower-case, punycode for an
 * international name (`Bücher.example` → `xn--bcher-kva.example`), without the trailing dot
 * of a fully qualified name. Refused with the reason: empty, too long, control characters,
 * an address instead of a name, a scheme, path or port, a single label, a malformed label.
 */
export function normalizeHostname(input: string): HostnameResult {
  const raw = input.trim();
  if (!raw) return { ok: false, key: 'console.domain.error.required' };
  if (raw.length > MAX_INPUT) return { ok: false, key: 'console.domain.error.tooLong' };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\u0000-\u001f\u007f\s]/.test(raw)) return { ok: false, key: 'console.domain.error.invalid' };
  if (/[/:@?#\\[\]]/.test(raw)) return { ok: false, key: 'console.domain.error.notAddress' };
  const name = raw.replace(/\.$/, '');
  if (isIP(name)) return { ok: false, key: 'console.domain.error.ip' };
  const host = domainToASCII(name);
  if (!host) return { ok: false, key: 'console.domain.error.invalid' };
  if (host.length > 253) return { ok: false, key: 'console.domain.error.tooLong' };
  if (isIP(host)) return { ok: false, key: 'console.domain.error.ip' };
  const labels = host.split('.');
  if (labels.length < 2) return { ok: false, key: 'console.domain.error.singleLabel' };
  if (!labels.every((l) => LABEL.test(l))) return { ok: false, key: 'console.domain.error.invalid' };
  // A numeric top-level label is an address in disguise (`1.2.3.0x4`), never a public name.
  if (/^[0-9]+$/.test(labels.at(-1)!)) return { ok: false, key: 'console.domain.error.ip' };
  return { ok: true, host };
}
