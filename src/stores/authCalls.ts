import { ApiError } from '~/lib/apiError';
import type { Reply } from '~/lib/api';
import type { LoginInput, RegisterInput } from '~/shared/schemas/auth';
import type { UserInfo } from '~/shared/types';
import { api } from './api';

type AuthFields = { accessToken?: unknown; token?: unknown; userInfo?: unknown; user?: unknown };

const asUser = (v: unknown): UserInfo | null => (v && typeof v === 'object' ? (v as UserInfo) : null);

/**
 * Spec §7: the token comes as `token`, `data.accessToken` or `data.token`; the user as
 * `userInfo`, `data.userInfo` or `user`. A success without a token is a failure (`no_token`).
 */
export function readAuth(reply: Partial<Reply<AuthFields | null>> | null): { token: string; user: UserInfo | null } {
  const data: AuthFields = reply?.data ?? {};
  const token = [reply?.['token'], data.accessToken, data.token].find((v) => typeof v === 'string' && v !== '');
  if (typeof token !== 'string') throw new ApiError('no_token', { status: 200 });
  const user = asUser(reply?.['userInfo']) ?? asUser(data.userInfo) ?? asUser(reply?.['user']) ?? asUser(data.user);
  return { token, user };
}

/** POST /api/login/authorize; failures are the dialog's to show, not a toast. */
export async function authorize(input: LoginInput) {
  return readAuth(await api.reply('/api/login/authorize', { body: input, toastError: false }));
}

/** POST /api/login/register; returns the new account's token. */
export async function register(input: RegisterInput) {
  return readAuth(await api.reply('/api/login/register', { body: input, toastError: false }));
}

/** POST /api/login/logout for a token (default: the stored one). A failure is ignored: the caller forgets it anyway. */
export async function revoke(token?: string): Promise<void> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  await api.post('/api/login/logout', { toastError: false, ...(headers ? { headers } : {}) }).catch(() => undefined);
}

/** GET /api/user/info: who the stored token belongs to. A 401/403 ends the session in the API client. */
export function fetchUser(): Promise<UserInfo> {
  return api.get('/api/user/info', { toastError: false });
}
