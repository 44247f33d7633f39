import { readStored, storageKeys, writeStored } from './storage';

const MAX_LENGTH = 32;

/** Keeps the referral code of the arrival link for the visit, until the visitor registers. */
export function rememberReferral(search: string): void {
  const code = new URLSearchParams(search).get('leagueCode');
  if (code) writeStored(storageKeys.leagueCode, code.slice(0, MAX_LENGTH), 'session');
}

/** The referral code of this page's link, else the one remembered from the arrival link. */
export function referralCode(search: string): string {
  return new URLSearchParams(search).get('leagueCode') ?? readStored(storageKeys.leagueCode, 'session') ?? '';
}
