import { describe, expect, it } from 'vitest';
import { parseCityListQuery } from './list-query';

describe('parseCityListQuery (ra-data-simple-rest)', () => {
  it('defaults to names A→Z, first 100 rows', () => {
    expect(parseCityListQuery({})).toEqual({ sortField: 'name', sortOrder: 'ASC', start: 0, end: 99 });
  });

  it('reads sort, range and a text or id filter', () => {
    expect(
      parseCityListQuery({ sort: '["shippingPrice","DESC"]', range: '[5,9]', filter: '{"q":" Giza "}' }),
    ).toEqual({
      sortField: 'shippingPrice',
      sortOrder: 'DESC',
      start: 5,
      end: 9,
      q: 'Giza',
    });
    expect(parseCityListQuery({ filter: '{"id":[3,"4"]}' }).ids).toEqual([3, 4]);
  });

  it('caps a page at 100 rows', () => {
    expect(parseCityListQuery({ range: '[0,5000]' }).end).toBe(99);
  });

  it('refuses bad JSON, unknown sort fields, reversed ranges and unknown filters with a 400', () => {
    for (const query of [
      { sort: '[name' },
      { sort: '["password","ASC"]' },
      { range: '[9,2]' },
      { filter: '{"city":"x"}' },
      { filter: '[1]' },
    ]) {
      expect(() => parseCityListQuery(query)).toThrow(expect.objectContaining({ statusCode: 400 }));
    }
  });
});
