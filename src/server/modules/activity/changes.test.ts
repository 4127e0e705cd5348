import { describe, expect, it } from 'vitest';
import { changesOf } from './changes';

describe('changesOf', () => {
  it('keeps only the fields whose value changed, before and after', () => {
    expect(
      changesOf(
        { price: 450, name: 'Wrap', isActive: true },
        { price: 399.5, name: 'Wrap', isActive: false },
        ['price', 'name', 'isActive'],
      ),
    ).toEqual([
      { field: 'price', before: 450, after: 399.5 },
      { field: 'isActive', before: true, after: false },
    ]);
  });

  it('has no before for a thing created and no after for one deleted', () => {
    expect(changesOf(null, { code: 'EID10', percentage: 10 }, ['code', 'percentage'])).toEqual([
      { field: 'code', before: null, after: 'EID10' },
      { field: 'percentage', before: null, after: 10 },
    ]);
    expect(changesOf({ fee: 60 }, undefined, ['fee'])).toEqual([{ field: 'fee', before: 60, after: null }]);
  });

  it('compares dates as instants and keeps them as ISO text; a limit removed is null', () => {
    const end = new Date('2026-12-31T21:59:59.000Z');
    expect(
      changesOf({ endDate: end, maxUsage: 100 }, { endDate: new Date(end), maxUsage: null }, [
        'endDate',
        'maxUsage',
      ]),
    ).toEqual([{ field: 'maxUsage', before: 100, after: null }]);
    expect(
      changesOf({ endDate: end }, { endDate: new Date('2027-01-31T21:59:59.000Z') }, ['endDate']),
    ).toEqual([{ field: 'endDate', before: '2026-12-31T21:59:59.000Z', after: '2027-01-31T21:59:59.000Z' }]);
  });
});
