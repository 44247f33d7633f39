import type en from '../../i18n/en.json';
import type { Vars } from './translate.ts';

// Apart from i18n.ts on purpose: that module loads i18next (15 KB gz), and the browser, which
// translates with its own small `translate.ts`, needs only these names and `asKey`.

/** A plural key's forms (`sites.count_one`, `sites.count_other`) are asked for by their stem. */
type Stem<K> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;
/** Every key of the English catalog, the one every locale must have (the parity test). */
export type MessageKey = Stem<keyof typeof en>;
/** The one translator type, server and browser: a key of en.json, and the values it fills in. */
export type Translate = (key: MessageKey, vars?: Vars) => string;

/**
 * A key that arrives as data — a schema's issue message, a reason stored in a row — and so
 * cannot be checked where it is written; a missing key shows as itself (and the catalog tests
 * list the keys the schemas name).
 */
export const asKey = (key: string) => key as MessageKey;
