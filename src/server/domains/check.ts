import { bareHost, type Resolver } from './resolver.ts';

/** The TXT record's name that proves a claim on `host`. */
export const TXT_PREFIX = '_unicorn-verify';
export const txtName = (host: string) => `${TXT_PREFIX}.${host}`;

/**
 * Why a check did not verify; each has its plain-words text `console.domain.reason.<code>`.
 * `taken` is the end of a claim (another site verified the host first); the others wait for
 * DNS, which may take hours to reach every resolver.
 */
export const REASONS = ['txtMissing', 'txtWrong', 'cnameMissing', 'cnameWrong', 'taken'] as const;
export type Reason = (typeof REASONS)[number];

/**
 * What DNS says of a claim right now: ownership (the TXT record holds this claim's token)
 * first, then routing (the host is a CNAME of the platform). Lookups never throw
 * (resolver.ts): a resolver that fails reads as a record not there yet.
 */
export async function checkDns(
  resolver: Resolver,
  claim: { host: string; token: string },
  target: string,
): Promise<{ ok: true } | { ok: false; reason: Reason }> {
  const [txt, cname] = await Promise.all([resolver.resolveTxt(txtName(claim.host)), resolver.resolveCname(claim.host)]);
  if (!txt.length) return { ok: false, reason: 'txtMissing' };
  if (!txt.some((v) => v.trim() === claim.token)) return { ok: false, reason: 'txtWrong' };
  if (!cname.length) return { ok: false, reason: 'cnameMissing' };
  if (!cname.map(bareHost).includes(target)) return { ok: false, reason: 'cnameWrong' };
  return { ok: true };
}
