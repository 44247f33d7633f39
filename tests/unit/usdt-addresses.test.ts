import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { deriveAddress, newTestXpub } from '../../src/server/orders/providers/addresses.ts';

// BIP32 test vector 1: the master key of seed 000102…0f.
const xpub = newTestXpub(Uint8Array.from({ length: 16 }, (_, i) => i));
const b58 = createBase58check(sha256);

describe('USDT receive addresses from an xpub', () => {
  it('derives the published BIP32 test-vector master key', () => {
    expect(xpub).toBe(
      'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8',
    );
  });

  it('gives ERC20 an EIP-55 checksummed address and TRC20 the same account in base58check', () => {
    for (let i = 0; i < 20; i++) {
      const erc = deriveAddress(xpub, i, 'ERC20');
      const trc = deriveAddress(xpub, i, 'TRC20');
      expect(erc).toMatch(/^0x[0-9a-fA-F]{40}$/);
      const hex = erc.slice(2).toLowerCase();
      const hash = bytesToHex(keccak_256(new TextEncoder().encode(hex)));
      const expected = [...hex].map((c, k) => (Number.parseInt(hash[k]!, 16) >= 8 ? c.toUpperCase() : c)).join('');
      expect(erc.slice(2)).toBe(expected);
      const decoded = b58.decode(trc); // throws on a bad checksum
      expect(trc.startsWith('T')).toBe(true);
      expect(decoded[0]).toBe(0x41);
      expect(bytesToHex(decoded.slice(1))).toBe(hex);
    }
  });

  it('never repeats an address across indexes and is deterministic', () => {
    const seen = new Set(Array.from({ length: 50 }, (_, i) => deriveAddress(xpub, i, 'TRC20')));
    expect(seen.size).toBe(50);
    expect(deriveAddress(xpub, 7, 'ERC20')).toBe(deriveAddress(xpub, 7, 'ERC20'));
  });
});
