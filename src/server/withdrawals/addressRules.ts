import { createBase58check } from '@scure/base';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { UsdtNetwork } from '../../shared/schemas/constants.ts';

const base58check = createBase58check(sha256);

/**
 * The address as the network writes it, or null when it is not one. TRC20: base58check of
 * 0x41 + 20 bytes (a `T…` address; the checksum catches a mistyped character). ERC20: `0x` + 40
 * hex digits; a mixed-case address must carry a correct EIP-55 checksum (one wrong letter case is
 * a typo caught), an all-lower or all-upper one is accepted and answered checksummed.
 */
export function canonicalAddress(network: UsdtNetwork, raw: string): string | null {
  const text = raw.trim();
  if (network === 'TRC20') {
    if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text)) return null;
    try {
      const bytes = base58check.decode(text);
      return bytes.length === 21 && bytes[0] === 0x41 ? text : null;
    } catch {
      return null;
    }
  }
  const m = /^0x([0-9a-fA-F]{40})$/.exec(text);
  if (!m) return null;
  const hex = m[1]!;
  const checksummed = eip55(hex.toLowerCase());
  const uniform = hex === hex.toLowerCase() || hex === hex.toUpperCase();
  if (!uniform && checksummed !== `0x${hex}`) return null;
  // The zero address burns money: never a destination.
  if (/^0+$/.test(hex)) return null;
  return checksummed;
}

/** EIP-55: each hex letter upper-cased where the keccak-256 of the lower-case address has a nibble ≥ 8. */
export function eip55(lowerHex: string): string {
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lowerHex)));
  let out = '0x';
  for (let i = 0; i < lowerHex.length; i++) {
    out += Number.parseInt(hash[i]!, 16) >= 8 ? lowerHex[i]!.toUpperCase() : lowerHex[i];
  }
  return out;
}

/** Two spellings of one address are the same destination (ERC20 ignores case). */
export const sameAddress = (network: UsdtNetwork, a: string, b: string) =>
  network === 'ERC20' ? a.toLowerCase() === b.toLowerCase() : a === b;
