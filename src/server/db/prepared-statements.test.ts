import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { nameStatement, preparedOn, preparedSql, statementName } from './prepared-statements';

const select = (id: number) => ({ text: 'select * from orders where id = $1', values: [id] });

describe('nameStatement', () => {
  it('names a statement with parameters by its text: one name per text, the same on every call', () => {
    const named = new Map<string, string>();
    const first = nameStatement(named, select(1), undefined) as { name: string; values: number[] };
    const again = nameStatement(named, select(2), undefined) as { name: string; values: number[] };
    const other = nameStatement(named, { text: 'select 1 where $1', values: [true] }, undefined) as {
      name: string;
    };
    expect(first.name).toMatch(/^morph_[\w-]{24}$/);
    expect(again.name).toBe(first.name);
    expect(again.values).toEqual([2]);
    expect(other.name).not.toBe(first.name);
    expect(named.size).toBe(2);
  });

  it('takes the values given beside the statement, as node-postgres does', () => {
    const named = new Map<string, string>();
    const named1 = nameStatement(named, { text: 'select $1::int' }, [1]) as { name?: string };
    expect(named1.name).toBeDefined();
  });

  it('leaves alone what it must not name: a statement named already, without parameters, a text, a stream', () => {
    const named = new Map<string, string>();
    const own = { text: 'select * from orders where id = $1', name: 'morph_load_products_shop', values: [1] };
    const begin = { text: 'begin', values: [] };
    const cursor = { text: 'select $1', values: [1], submit: () => undefined };
    expect(nameStatement(named, own, undefined)).toBe(own);
    expect(nameStatement(named, begin, undefined)).toBe(begin);
    expect(nameStatement(named, { text: 'commit' }, undefined)).toEqual({ text: 'commit' });
    expect(nameStatement(named, 'select 1', [1])).toBe('select 1');
    expect(nameStatement(named, cursor, undefined)).toBe(cursor);
    expect(named.size).toBe(0);
  });

  it('names at most 200 texts per connection; the next ones run unnamed, the named ones stay named', () => {
    const named = new Map<string, string>();
    for (let i = 0; i < 250; i++) nameStatement(named, { text: `select $1 + ${i}`, values: [i] }, undefined);
    expect(named.size).toBe(200);
    const past = { text: 'select $1 + 240', values: [1] };
    expect(nameStatement(named, past, undefined)).toBe(past);
    expect(
      (nameStatement(named, { text: 'select $1 + 7', values: [1] }, undefined) as { name?: string }).name,
    ).toBe(named.get('select $1 + 7'));
  });
});

describe('preparedOn', () => {
  it('builds once per session: a transaction on the same connection finds what an earlier one built', () => {
    const connection = {};
    const otherConnection = {};
    let builds = 0;
    const build = () => ({ statement: ++builds });
    const firstTx = { session: connection };
    const laterTx = { session: connection };
    const made = preparedOn(firstTx, 'insertOrder:a,b|', build);
    expect(preparedOn(laterTx, 'insertOrder:a,b|', build)).toBe(made);
    expect(preparedOn(laterTx, 'insertOrder:a|b', build)).not.toBe(made);
    expect(preparedOn({ session: otherConnection }, 'insertOrder:a,b|', build)).not.toBe(made);
    expect(builds).toBe(3);
  });

  it('keys on the object itself when it has no session', () => {
    const db = {};
    let builds = 0;
    const build = () => ++builds;
    expect(preparedOn(db, 'k', build)).toBe(1);
    expect(preparedOn(db, 'k', build)).toBe(1);
  });
});

describe('preparedSql', () => {
  /** A database whose session records what it was asked to prepare and run (node-postgres answers `{ rows }`). */
  const fakeDb = (answer: (values: Record<string, unknown>) => unknown) => {
    const prepared: Array<{ sql: string; params: unknown[]; name?: string }> = [];
    const runs: Array<Record<string, unknown>> = [];
    const session = {
      prepareQuery(query: { sql: string; params: unknown[] }, _fields: unknown, name: string | undefined) {
        prepared.push({ ...query, name });
        return {
          async execute(values: Record<string, unknown>) {
            runs.push(values);
            return answer(values);
          },
        };
      },
    };
    return { db: { dialect: new PgDialect(), session }, prepared, runs };
  };

  it('turns the statement into text once per connection and runs it with the values of each call', async () => {
    const { db, prepared, runs } = fakeDb((values) => ({ rows: [{ id: values.id }] }));
    let builds = 0;
    const build = () => {
      builds += 1;
      return sql`select ${sql.placeholder('id')}::int as id, ${sql.placeholder('id')}::int + 1 as next`;
    };
    expect(await preparedSql(db, 'one', build).execute({ id: 1 })).toEqual([{ id: 1 }]);
    expect(await preparedSql(db, 'one', build).execute({ id: 2 })).toEqual([{ id: 2 }]);
    expect(builds).toBe(1);
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.sql).toBe('select $1::int as id, $2::int + 1 as next');
    // Unnamed unless asked: a pool other than the orders pool then sends it as an unnamed statement.
    expect(prepared[0]!.name).toBeUndefined();
    expect(runs).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('gives the statement the name asked for, so PostgreSQL parses and plans it once per connection', async () => {
    const { db, prepared } = fakeDb(() => ({ rows: [] }));
    await preparedSql(db, 'named', () => sql`select ${sql.placeholder('id')}::int`, 'morph_named').execute({
      id: 1,
    });
    await preparedSql(db, 'named', () => sql`select ${sql.placeholder('id')}::int`, 'morph_named').execute({
      id: 2,
    });
    expect(prepared.map((query) => query.name)).toEqual(['morph_named']);
  });

  it('answers rows whether the driver gives them bare or in a result (node-postgres)', async () => {
    const bare = fakeDb(() => [{ n: 1 }]);
    const none = fakeDb(() => ({}));
    expect(await preparedSql(bare.db, 'k', () => sql`select 1 as n`).execute({})).toEqual([{ n: 1 }]);
    expect(await preparedSql(none.db, 'k', () => sql`select 1 as n`).execute({})).toEqual([]);
  });
});

describe('statementName', () => {
  it('is short enough for PostgreSQL (63 bytes) and differs by shape', () => {
    const long = 'x'.repeat(2_000);
    expect(statementName('morph_insert_order', long).length).toBeLessThanOrEqual(63);
    expect(statementName('morph_insert_order', 'a,b|')).not.toBe(statementName('morph_insert_order', 'a|b'));
    expect(statementName('morph_insert_order', 'a,b|')).toBe(statementName('morph_insert_order', 'a,b|'));
  });
});
