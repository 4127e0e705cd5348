// The catalogue sorts and filters by price in the database; the card shows the price applyPercentage computes.
// Both must agree to the piastre for every price and percentage, or a product would sit out of order or fall
// outside a price filter it is shown inside.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../api/helpers/database';
import { applyPercentage } from '../../src/shared/money';

// The tests' database (a copy of the migrated template, or one another file of this process emptied): a new
// PGlite cluster would cost this one query five seconds of CPU to create.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ reuse: true });
});
afterAll(() => database.destroy());

describe('morph_discounted_price (migration 0034)', () => {
  it('gives the price applyPercentage gives, rounding half up, for every percentage a discount can have', async () => {
    const prices = [0, 1, 99, 100, 101, 999, 14_550, 33_333, 99_999, 250_000, 2_147_483];
    const percentages = [0, 0.01, 5, 10, 12.5, 15, 33.33, 49.99, 50, 66.67, 99.99, 100];
    const pairs = prices.flatMap((price) => percentages.map((pct) => [price, pct] as const));
    const result = (await database.db.execute(
      sql`SELECT morph_discounted_price(t.price, t.pct) AS got
          FROM unnest(${`{${pairs.map((p) => p[0]).join(',')}}`}::int[], ${`{${pairs.map((p) => p[1]).join(',')}}`}::numeric(5,2)[])
          WITH ORDINALITY AS t(price, pct, n) ORDER BY t.n`,
    )) as unknown as { rows: Array<{ got: number }> };
    expect(result.rows.map((r) => Number(r.got))).toEqual(
      pairs.map(([price, pct]) => applyPercentage(price, pct)),
    );
  });
});
