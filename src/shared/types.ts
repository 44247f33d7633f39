/** API shapes, written by hand: the contract must not change when a column does. */
export interface UserInfo {
  id: number;
  username: string;
  nickname: string | null;
  img: string | null;
  email: string;
  realName: string | null;
  phoneCode: string | null;
  phone: string | null;
  otherContact: string | null;
  remark: string | null;
  leagueCode: string;
  createdAt: string;
}

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

export interface Country {
  id: number;
  countryNames: string;
  currencyCode: string;
  img: string;
  templateId: number | null;
}

export interface LanguageInfo {
  code: string;
  name: string;
  nativeName: string;
}

export interface PhoneCode {
  code: string;
  iso: string;
  name: string;
}
