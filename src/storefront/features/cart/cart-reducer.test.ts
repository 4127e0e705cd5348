import { describe, expect, it } from 'vitest';
import {
  CART_STORAGE_KEY,
  cartReducer,
  loadCart,
  saveCart,
  sameLine,
  totalQuantity,
  type CartLine,
} from './cart-reducer';

const dress: CartLine = { id: 1, variantId: 10, size: 'M', quantity: 1, name: 'Linen Dress', price: 1450 };

describe('cartReducer', () => {
  it('ADD_TO_CART appends a new line and keeps the fields it was given', () => {
    const state = cartReducer([], { type: 'ADD_TO_CART', line: dress });
    expect(state).toEqual([dress]);
  });

  it('ADD_TO_CART grows the quantity of the line with the same id, variantId and size', () => {
    let state = cartReducer([], { type: 'ADD_TO_CART', line: dress });
    state = cartReducer(state, { type: 'ADD_TO_CART', line: { ...dress, quantity: 2 } });
    expect(state).toHaveLength(1);
    expect(state[0]!.quantity).toBe(3);
  });

  it('ADD_TO_CART keeps a different size or variant as its own line', () => {
    let state = cartReducer([], { type: 'ADD_TO_CART', line: dress });
    state = cartReducer(state, { type: 'ADD_TO_CART', line: { ...dress, size: 'L' } });
    state = cartReducer(state, { type: 'ADD_TO_CART', line: { ...dress, variantId: 11 } });
    expect(state.map((l) => [l.variantId, l.size, l.quantity])).toEqual([
      [10, 'M', 1],
      [10, 'L', 1],
      [11, 'M', 1],
    ]);
  });

  it('ADD_TO_CART treats a missing variantId or size as null when matching', () => {
    const plain = { id: 2, quantity: 1 } as unknown as CartLine;
    let state = cartReducer([], { type: 'ADD_TO_CART', line: plain });
    state = cartReducer(state, {
      type: 'ADD_TO_CART',
      line: { id: 2, variantId: null, size: null, quantity: 4 },
    });
    expect(state).toEqual([{ id: 2, variantId: null, size: null, quantity: 5 }]);
  });

  it('REMOVE_FROM_CART removes only the matching line', () => {
    const other = { ...dress, size: 'L' };
    const state = cartReducer([dress, other], { type: 'REMOVE_FROM_CART', line: dress });
    expect(state).toEqual([other]);
  });

  it('REMOVE_FROM_CART matches a missing variantId and size as null', () => {
    const stored: CartLine = { id: 3, variantId: null, size: null, quantity: 1 };
    expect(cartReducer([stored, dress], { type: 'REMOVE_FROM_CART', line: { id: 3 } })).toEqual([dress]);
    // …but a line with a size is not removed by a key without one.
    expect(cartReducer([dress], { type: 'REMOVE_FROM_CART', line: { id: 1, variantId: 10 } })).toEqual([
      dress,
    ]);
  });

  it('UPDATE_QUANTITY sets the quantity of the matching line only', () => {
    const other = { ...dress, size: 'L' };
    const state = cartReducer([dress, other], { type: 'UPDATE_QUANTITY', line: other, quantity: 4 });
    expect(state.map((l) => l.quantity)).toEqual([1, 4]);
  });

  it('UPDATE_QUANTITY never goes below 1', () => {
    expect(cartReducer([dress], { type: 'UPDATE_QUANTITY', line: dress, quantity: 0 })[0]!.quantity).toBe(1);
    expect(cartReducer([dress], { type: 'UPDATE_QUANTITY', line: dress, quantity: -3 })[0]!.quantity).toBe(1);
    expect(
      cartReducer([dress], { type: 'UPDATE_QUANTITY', line: dress, quantity: Number.NaN })[0]!.quantity,
    ).toBe(1);
  });

  it('CLEAR_CART empties the cart', () => {
    expect(cartReducer([dress, { ...dress, id: 9 }], { type: 'CLEAR_CART' })).toEqual([]);
  });

  it('does not mutate the previous state', () => {
    const before = [dress];
    cartReducer(before, { type: 'UPDATE_QUANTITY', line: dress, quantity: 5 });
    expect(before[0]!.quantity).toBe(1);
  });
});

describe('sameLine and totalQuantity', () => {
  it('compares id, variantId and size', () => {
    expect(sameLine(dress, { id: 1, variantId: 10, size: 'M' })).toBe(true);
    expect(sameLine(dress, { id: 2, variantId: 10, size: 'M' })).toBe(false);
    expect(sameLine({ id: 1 }, { id: 1, variantId: null, size: null })).toBe(true);
  });

  it('adds up every unit', () => {
    expect(totalQuantity([dress, { ...dress, size: 'L', quantity: 4 }])).toBe(5);
    expect(totalQuantity([])).toBe(0);
  });
});

describe('persistence', () => {
  it('saves under the key "cart" and loads it back', () => {
    saveCart([dress], localStorage);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual([dress]);
    expect(loadCart(localStorage)).toEqual([dress]);
  });

  it('loads an empty cart when nothing is stored', () => {
    expect(loadCart(localStorage)).toEqual([]);
  });

  it('loads an empty cart when the stored value is unreadable or not a list', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(loadCart(localStorage)).toEqual([]);
    localStorage.setItem(CART_STORAGE_KEY, '{"id":1}');
    expect(loadCart(localStorage)).toEqual([]);
  });

  it('drops entries that cannot be cart lines and fills missing variantId and size with null', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { id: 'x', quantity: 1 },
        { id: 5, quantity: 0 },
        { id: 6, quantity: 2 },
      ]),
    );
    expect(loadCart(localStorage)).toEqual([{ id: 6, variantId: null, size: null, quantity: 2 }]);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(loadCart(broken)).toEqual([]);
    expect(() => saveCart([dress], broken)).not.toThrow();
  });
});
