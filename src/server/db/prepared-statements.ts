// Statements that are parsed, planned or built once instead of on every call: what made an order cost the shop
// and PostgreSQL more than the rows it writes (docs/decisions/0042-statements-prepared-once.md).
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';

/**
 * How many statement texts one connection names at most: the checkout's few dozen, with room; past it, new texts
 * run unnamed (a text whose shape varies, such as an IN list, cannot fill the server's memory).
 */
const NAMED_PER_CONNECTION = 200;

/**
 * `config` with a name from its text when it is a statement with parameters and no name of its own. `named` maps
 * the texts this connection has named to their names (a map lookup is cheaper than hashing the text again).
 */
export function nameStatement(named: Map<string, string>, config: unknown, values: unknown): unknown {
  const query = config as { text?: unknown; name?: unknown; values?: unknown; submit?: unknown } | null;
  if (!query || typeof query !== 'object' || typeof query.text !== 'string' || query.name !== undefined)
    return config;
  if (typeof query.submit === 'function') return config;
  const params = Array.isArray(values) ? values : query.values;
  if (!Array.isArray(params) || params.length === 0) return config;
  let name = named.get(query.text);
  if (name === undefined) {
    if (named.size >= NAMED_PER_CONNECTION) return config;
    name = `morph_${createHash('sha1').update(query.text).digest('base64url').slice(0, 24)}`;
    named.set(query.text, name);
  }
  return { ...query, name };
}

/** What preparedOn can key on: a Drizzle database or transaction (its `session` is not in Drizzle's types). */
type WithSession = object;

const preparedBySession = new WeakMap<object, Map<string, unknown>>();

/**
 * `build(db)` made once per connection and kept: for statements whose building (Drizzle's query builder, over
 * tens of columns) costs more CPU than running them. Keyed by Drizzle's session: a pool's database has one, and a
 * transaction on PostgreSQL runs on its connection's (withTransaction keeps one Drizzle database per connection),
 * so what is built in one transaction serves the next ones on that connection. On PGlite a transaction has a
 * session of its own, so it builds again, as without this. `key` names the statement's shape.
 */
export function preparedOn<D extends WithSession, T>(db: D, key: string, build: (db: D) => T): T {
  const session = (db as unknown as { session?: object }).session ?? db;
  let built = preparedBySession.get(session);
  if (!built) preparedBySession.set(session, (built = new Map()));
  let statement = built.get(key) as T | undefined;
  if (statement === undefined) built.set(key, (statement = build(db)));
  return statement;
}

/** A short name for a prepared statement from its shape (PostgreSQL keeps 63 bytes of a name). */
export function statementName(prefix: string, shape: string): string {
  return `${prefix}_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`;
}

/** What preparedSql needs of a Drizzle database or transaction: its dialect and session (not in Drizzle's types). */
interface Internals {
  dialect: { sqlToQuery(sql: SQL): unknown };
  session: {
    prepareQuery(
      query: unknown,
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ): { execute(values: Record<string, unknown>): Promise<unknown> };
  };
}

/** A statement written by hand (`sql` with `sql.placeholder` for its values), run again with new values. */
export interface PreparedSql<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A hand-written statement turned into text once per connection (as preparedOn), then run with `values` for
 * its placeholders: what `db.execute(sql…)` does on every call, without walking the template again. The
 * checkout's longer statements (the bounds on holds, the cart) cost Drizzle more to turn into text than
 * node-postgres took to send them. `build` must give the same text every time: values go in placeholders only.
 * Rows come back as the driver reads them (no column mapping), as from `db.execute`.
 */
export function preparedSql<Row>(
  db: object,
  key: string,
  build: () => SQL,
  /** A name for the statement on every pool (the orders pool names its statements anyway): PostgreSQL then parses
   * and plans it once per connection. Only for a statement whose plan does not depend on its values. */
  name?: string,
): PreparedSql<Row> {
  return preparedOn(db, `sql:${key}`, (d) => {
    const { dialect, session } = d as unknown as Internals;
    const statement = session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
    return {
      async execute(values: Record<string, unknown>) {
        const result = await statement.execute(values);
        return (Array.isArray(result) ? result : ((result as { rows?: Row[] }).rows ?? [])) as Row[];
      },
    };
  });
}
