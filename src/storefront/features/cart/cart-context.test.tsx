import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CartProvider, useCart, type CartLine } from './cart-context';

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;
const line: CartLine = { id: 7, variantId: 70, size: 'S', quantity: 2, name: 'Wrap Top' };

describe('CartProvider', () => {
  it('starts from what localStorage holds under "cart"', () => {
    localStorage.setItem('cart', JSON.stringify([line]));
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.items).toEqual([line]);
    expect(result.current.totalQuantity).toBe(2);
  });

  it('starts empty when nothing is stored', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.items).toEqual([]);
    expect(result.current.totalQuantity).toBe(0);
  });

  it('saves every change to localStorage', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    const stored = () => JSON.parse(localStorage.getItem('cart') ?? 'null') as CartLine[] | null;

    act(() => result.current.add(line));
    expect(stored()).toEqual([line]);

    act(() => result.current.add({ ...line, quantity: 1 }));
    expect(stored()![0]!.quantity).toBe(3);

    act(() => result.current.updateQuantity(line, 5));
    expect(stored()![0]!.quantity).toBe(5);
    expect(result.current.totalQuantity).toBe(5);

    act(() => result.current.remove({ id: 7, variantId: 70, size: 'S' }));
    expect(stored()).toEqual([]);

    act(() => result.current.add(line));
    act(() => result.current.clear());
    expect(stored()).toEqual([]);
    expect(result.current.items).toEqual([]);
  });

  it('follows a change another tab made', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => {
      localStorage.setItem('cart', JSON.stringify([line]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(result.current.items).toEqual([line]);
  });

  it('refuses to be used outside the provider', () => {
    function Orphan() {
      useCart();
      return null;
    }
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(/CartProvider/);
    spy.mockRestore();
  });
});
