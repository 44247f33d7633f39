import type { LoginInput, RegisterInput } from '~/shared/schemas/auth';
import type { UserInfo } from '~/shared/types';
import { api, apiReply, type Reply } from './api';
import { ApiError } from './apiError';

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

/** POST /login/authorize; failures are the dialog's to show, not a toast. */
export async function authorize(input: LoginInput) {
  return readAuth(await apiReply<AuthFields>('/login/authorize', { method: 'POST', body: input, toastError: false }));
}

/** POST /login/register; returns the new account's token. */
export async function register(input: RegisterInput) {
  return readAuth(await apiReply<AuthFields>('/login/register', { method: 'POST', body: input, toastError: false }));
}

/** POST /login/logout for a token (default: the stored one). A failure is ignored: the caller forgets it anyway. */
export async function revoke(token?: string): Promise<void> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  await api('/login/logout', { method: 'POST', toastError: false, ...(headers ? { headers } : {}) }).catch(
    () => undefined,
  );
}

/** GET /user/info: who the stored token belongs to. A 401/403 ends the session in the API client. */
export function fetchUser(): Promise<UserInfo> {
  return api<UserInfo>('/user/info', { toastError: false });
}
