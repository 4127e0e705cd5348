import { describe, expect, it } from 'vitest';
import { limitRepeats } from './repeats';

const items = (...ids: number[]) => ids.map((id) => ({ id }));
const ids = (lists: Array<Array<{ id: number }> | undefined>) => lists.map((l) => l?.map((i) => i.id));

describe('limitRepeats', () => {
  it('leaves out of later lists what was shown twice, and fills each list up to its size from its spares', () => {
    const result = limitRepeats([
      { items: items(1, 2), size: 2 }, // featured
      { items: items(1, 3, 4), size: 8 }, // a row
      { items: items(1, 2, 5, 6), size: 2 }, // special, with spares
      { items: items(1, 2, 3, 7), size: 4 }, // a section
    ]);
    expect(ids(result)).toEqual([
      [1, 2],
      [1, 3, 4],
      [2, 5],
      [3, 7],
    ]);
  });

  it('keeps a list not loaded yet as undefined, and never shows one product twice in one list', () => {
    expect(
      ids(
        limitRepeats([
          { items: undefined, size: 2 },
          { items: items(4, 4, 5), size: 3 },
        ]),
      ),
    ).toEqual([undefined, [4, 5]]);
  });
});
