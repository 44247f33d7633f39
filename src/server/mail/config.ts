import type { Env } from '../platform/env.ts';

type MailEnv = Pick<Env, 'MAIL_FROM' | 'PUBLIC_URL' | 'PORT'>;

/** The configured public URL, where messages' links point (never a request's Host). */
export const mailPublicUrl = (env: MailEnv): string => env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;

/** The From of every message: MAIL_FROM, else `no-reply@` the host of PUBLIC_URL. */
export function mailFrom(env: MailEnv): string {
  return env.MAIL_FROM ?? `no-reply@${new URL(mailPublicUrl(env)).hostname}`;
}

/** The domain of the From address, the right side of every Message-ID. */
export function mailDomain(from: string): string {
  const address = /<([^>]*)>\s*$/.exec(from)?.[1] ?? from;
  return (address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost').toLowerCase();
}

export interface DkimConfig {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** DKIM signing when all three settings are there (platform/env.ts refuses a partial set). */
export function dkimConfig(
  env: Pick<Env, 'DKIM_DOMAIN' | 'DKIM_SELECTOR' | 'DKIM_PRIVATE_KEY'>,
): DkimConfig | undefined {
  if (!env.DKIM_DOMAIN || !env.DKIM_SELECTOR || !env.DKIM_PRIVATE_KEY) return undefined;
  // A PEM key in one environment line has its newlines written as `\n`.
  const privateKey = env.DKIM_PRIVATE_KEY.replace(/\\n/g, '\n');
  return { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR, privateKey };
}
