import { describe, expect, it } from 'vitest';
import { flatOrdersQueryToList } from './flat-query';

const decode = (search: string | null) =>
  search === null ? null : Object.fromEntries(new URLSearchParams(search));

describe('flatOrdersQueryToList', () => {
  it("turns the product's flat parameters into react-admin's filter, keeping the page", () => {
    expect(
      decode(flatOrdersQueryToList('?page=2&status=shipped&startDate=2026-11-01&endDate=2026-11-22')),
    ).toEqual({
      page: '2',
      filter: JSON.stringify({ status: 'shipped', startDate: '2026-11-01', endDate: '2026-11-22' }),
    });
  });

  it('merges into an existing filter and ignores empty values', () => {
    expect(
      decode(flatOrdersQueryToList(`?filter=${encodeURIComponent('{"q":"Nour"}')}&status=pending&endDate=`)),
    ).toEqual({
      filter: JSON.stringify({ q: 'Nour', status: 'pending' }),
    });
  });

  it("leaves react-admin's own URLs alone", () => {
    expect(flatOrdersQueryToList(`?filter=${encodeURIComponent('{"status":"pending"}')}&page=3`)).toBeNull();
    expect(flatOrdersQueryToList('')).toBeNull();
    expect(flatOrdersQueryToList('?page=2')).toBeNull();
  });
});
