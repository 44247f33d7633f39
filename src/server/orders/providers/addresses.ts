import { HDKey } from '@scure/bip32';
import { createBase58check } from '@scure/base';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { UsdtNetwork } from '../../../shared/schemas/orders.ts';

const base58check = createBase58check(sha256);

/**
 * Receive addresses from an extended PUBLIC key (BIP32, path m/0/index below the xpub):
 * the platform can hand out a fresh address per payment without ever holding a private key.
 * ERC20 gets an EIP-55 checksummed 0x address; TRC20 the same key as a base58check T-address.
 */
export function deriveAddress(xpub: string, index: number, network: UsdtNetwork): string {
  const child = HDKey.fromExtendedKey(xpub).deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('no public key');
  const uncompressed = secp256k1.Point.fromHex(bytesToHex(child.publicKey)).toBytes(false);
  const account = keccak_256(uncompressed.slice(1)).slice(-20);
  return network === 'ERC20' ? eip55(bytesToHex(account)) : base58check.encode(new Uint8Array([0x41, ...account]));
}

function eip55(hex: string): string {
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(hex)));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) out += Number.parseInt(hash[i]!, 16) >= 8 ? hex[i]!.toUpperCase() : hex[i];
  return out;
}

/** A test-mode key for installations without USDT_XPUB: its xpub only is kept. */
export function newTestXpub(seed: Uint8Array): string {
  return HDKey.fromMasterSeed(seed).publicExtendedKey;
}
