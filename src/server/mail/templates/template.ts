import type { ReactNode } from 'react';
import type { MailData, MailKind } from '../kinds.ts';
import type { MailCtx } from './context.ts';

/** One kind of e-mail: its subject (plain text), its heading and its body, from its data. */
export interface MailTemplate<K extends MailKind> {
  subject: (data: MailData[K], c: MailCtx) => string;
  /** The heading, also the inbox preview line. */
  title: (data: MailData[K], c: MailCtx) => string;
  body: (data: MailData[K], c: MailCtx) => ReactNode;
}

/** The templates of a group of kinds, each typed by its own data. */
export type Templates<K extends MailKind> = { [P in K]: MailTemplate<P> };
