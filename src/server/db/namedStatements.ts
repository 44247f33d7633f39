import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statement texts named at most (a bound; the product's statements are a few hundred shapes). */
const NAMES_MAX = 5_000;
const names = new Map<string, string>();

/** The statements worth naming: the ones PostgreSQL plans (not `begin`, `commit`, `set`…). */
const PLANNED = /^\s*(select|insert|update|delete|with)\b/i;

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    // The same text gets the same name in every connection and process: a hash of it.
    name = `s${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= NAMES_MAX) names.clear();
    names.set(text, name);
  }
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  submit?: unknown;
}

/**
 * A node-postgres client that sends every planned statement as a named prepared statement,
 * parsed once per connection (as postgres.js does by default): the server then binds and runs
 * it, with PostgreSQL's plan cache, instead of parsing and planning the text again on every
 * call. Drizzle builds the same texts over and over (a paid order's ~70 statements are a few
 * dozen shapes); on the receipts burst the database spent more CPU on that than on running
 * them. A statement whose text changes (a longer `in (…)` list) is another name.
 *
 * The caveat of every statement cache: a migration that changes a column a statement returns
 * makes an older process's prepared copies fail ("cached plan must not change result type")
 * until it restarts; migrations run before a process serves, and a deploy restarts the older
 * processes (docs/operations.md).
 */
export class NamedStatementClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: node-postgres's overloads are passed through as they are.
  override query(config: any, values?: any, callback?: any): any {
    const c: QueryConfigLike | string = config;
    let named = config;
    if (
      c &&
      typeof c === 'object' &&
      typeof c.text === 'string' &&
      c.name === undefined &&
      typeof c.submit !== 'function' &&
      PLANNED.test(c.text)
    ) {
      named = { ...c, name: nameOf(c.text) };
    } else if (typeof c === 'string' && Array.isArray(values) && PLANNED.test(c)) {
      // `query(text, values)`, as the session lookup asks (accounts/sessionLookup.ts).
      named = { text: c, name: nameOf(c) };
    }
    return super.query(named, values, callback);
  }
}
