import { api, ApiError } from '~/lib/api';
import type { UserInfo } from '~/shared/types';
import type { LoginInput, RegisterInput } from '~/shared/schemas/auth';

interface AuthData {
  accessToken?: string;
  token?: string;
  userInfo?: UserInfo;
  user?: UserInfo;
}

/**
 * Spec §7: the token may come as data.accessToken or data.token, the user as
 * data.userInfo or data.user. A success without a token is a failure.
 */
export function readAuth(data: AuthData | null, noTokenMessage: string): { token: string; user: UserInfo | null } {
  const token = data?.accessToken ?? data?.token;
  if (typeof token !== 'string' || !token) throw new ApiError(noTokenMessage, 200, 'no_token');
  return { token, user: data?.userInfo ?? data?.user ?? null };
}

export function authorize(input: LoginInput) {
  return api<AuthData>('/login/authorize', { method: 'POST', body: input, toastError: false });
}

export function register(input: RegisterInput) {
  return api<AuthData>('/login/register', { method: 'POST', body: input, toastError: false });
}

/** Only same-site paths may be a post-login destination (no open redirect). */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}
