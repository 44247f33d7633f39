import type { LocaleCode } from '../../../i18n/locales.ts';
import type { Translate } from '../../shared/messageKey.ts';
import type { Db } from '../db/client.ts';

/**
 * The one shape of every service function: `verb({ ctx, input })`.
 * `ctx` carries the database (or the transaction a caller already opened), the clock
 * (services never call `new Date()`: tests and the expiry work move time), and the
 * request's language. Merchant services get `userId` too, and scope every query to it.
 */
export interface ServiceCtx {
  db: Db;
  now: () => Date;
  locale: LocaleCode;
  t: Translate;
}

export interface MerchantCtx extends ServiceCtx {
  userId: number;
}

/** The same context on another database handle (a transaction). */
export const withDb = <C extends ServiceCtx>(ctx: C, db: Db): C => ({ ...ctx, db });
