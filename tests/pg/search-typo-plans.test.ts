// The typo path at a catalogue's size: a mistyped word is looked up among the catalogue's words, then the products
// by the words it is close to, each through its trigram index, and two letters typed become the words that begin
// with them instead of a LIKE too short for trigrams, which compared every product's text
// (tests/security/search-flood.test.ts tells the attack this answers). Plans on PostgreSQL's own planner, with
// 3,000 products, enough for it to choose; on PostgreSQL only (npm run test:api:pg), where 3,000 products are
// written in a moment, where on PGlite they took 25 CPU-s of every npm test for the same planner's answer.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { withTransaction } from '../../src/server/db/client';
import { products } from '../../src/server/db/schema';
import { expandSearch, isVisibleSql, searchSql, typoCandidatesSql } from '../../src/server/modules/catalogue';
import { seedShop, type Shop } from '../api/customer-fixtures';
import { useTestApp } from '../api/helpers/app';

const api = useTestApp();
let shop: Shop;

beforeEach(async () => {
  shop = await seedShop(api.db);
});

const get = (url: string) => api.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.1' });

describe('the typo path', () => {
  it('reads the trigram indexes for typos and for two letters, on a catalogue big enough for the planner to choose', async () => {
    // Written with their searchable text at once (what the triggers would make), triggers off: much faster.
    await withTransaction(api.db, async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`
        INSERT INTO products (slug, name, description, price_piastres, search_text)
        SELECT 'bulk-' || i, 'Bulk item ' || h, d, 10000, lower('bulk item ' || h || ' ' || d)
        FROM generate_series(1, 3000) AS i, md5(i::text) AS h,
          concat('Made of ', md5((i * 7)::text), repeat(' soft cotton, cut loose, with pleats and a wrap waist', 1 + i % 8)) AS d`);
    });
    // Their words and their place in the shop's listing, as the triggers would have kept them.
    await api.db.execute(sql`SELECT morph_add_search_words(search_text) FROM products`);
    await api.db.execute(sql`SELECT morph_refresh_listing(ARRAY(SELECT id FROM products))`);
    await api.db.execute(sql`ANALYZE products, search_words`);
    const search = api.app.database.search;
    const planOf = async (query: SQL | { getSQL(): SQL }) => {
      const plan = (await search.execute(sql`EXPLAIN ${query}`)) as unknown as {
        rows: Array<Record<string, string>>;
      };
      return plan.rows.map((row) => Object.values(row)[0]).join('\n');
    };
    // The mistyped word against the catalogue's words, then the products by the words it is close to.
    expect(await planOf(typoCandidatesSql(sql`ARRAY[${'sweter'}]::text[]`))).toContain(
      'search_words_word_trgm_index',
    );
    const words = await expandSearch(search, 'sweter');
    const typo = search
      .select({ id: products.id })
      .from(products)
      .where(and(isVisibleSql, searchSql(words, true)));
    expect(await planOf(typo)).toContain('products_search_text_idx');
    // Two letters typed ("qv"): the catalogue's words that begin with them ("qvista"), found by the index,
    // instead of a LIKE too short for trigrams, which compared every product's text.
    await api.db.execute(sql`UPDATE products SET name = 'Qvista Tunic' WHERE slug = 'bulk-7'`);
    const typing = search
      .select({ id: products.id })
      .from(products)
      .where(and(isVisibleSql, searchSql(await expandSearch(search, 'qv'))));
    expect(await planOf(typing)).toContain('products_search_text_idx');
    expect(
      (await get('/api/products/search?q=qv')).json().products.map((p: { name: string }) => p.name),
    ).toEqual(['Qvista Tunic']);
    // And it still finds what a typo means.
    await api.db.update(products).set({ name: 'Sweater Blouse' }).where(eq(products.id, shop.bag.id));
    const res = await get('/api/products/search?q=sweter');
    expect(res.json().products.map((p: { name: string }) => p.name)).toEqual(['Sweater Blouse']);
  });
});
