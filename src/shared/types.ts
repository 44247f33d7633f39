import type * as z from 'zod/mini';
import type * as account from './schemas/answers/account.ts';
import type * as catalog from './schemas/answers/catalog.ts';

/** API shapes: the types of the answer schemas, so the contract does not follow the columns. */
export type UserInfo = z.infer<typeof account.userInfo>;

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  error?: string;
  issues?: { path: string; message: string }[];
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type Country = z.infer<typeof catalog.country>;
export type LanguageInfo = z.infer<typeof catalog.languageInfo>;
export type PhoneCode = z.infer<typeof catalog.phoneCode>;
