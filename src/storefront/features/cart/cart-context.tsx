/**
 * The cart for the whole storefront: one reducer, loaded from localStorage at start and saved after every
 * change (docs/product.md#cart-actions). Other tabs' changes are picked up through the `storage` event so two open tabs do not
 * overwrite each other's cart.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import {
  CART_STORAGE_KEY,
  cartReducer,
  loadCart,
  saveCart,
  totalQuantity,
  type CartAction,
  type CartLine,
  type CartLineKey,
} from './cart-reducer';

export type { CartLine, CartLineKey } from './cart-reducer';

export interface CartContextValue {
  items: CartLine[];
  totalQuantity: number;
  add(line: CartLine): void;
  remove(line: CartLineKey): void;
  updateQuantity(line: CartLineKey, quantity: number): void;
  clear(): void;
}

const CartContext = createContext<CartContextValue | null>(null);

/** Replaces the whole state with what another tab stored; not one of the spec's four actions, so kept private. */
type ProviderAction = CartAction | { type: 'REPLACE'; lines: CartLine[] };

function providerReducer(state: CartLine[], action: ProviderAction): CartLine[] {
  return action.type === 'REPLACE' ? action.lines : cartReducer(state, action);
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [items, dispatch] = useReducer(providerReducer, undefined, () => loadCart());
  // Skip saving what was just loaded (or received from another tab): only the shopper's changes are written.
  const skipSave = useRef(true);

  useEffect(() => {
    if (skipSave.current) {
      skipSave.current = false;
      return;
    }
    saveCart(items);
  }, [items]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
      skipSave.current = true;
      dispatch({ type: 'REPLACE', lines: loadCart() });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const add = useCallback((line: CartLine) => dispatch({ type: 'ADD_TO_CART', line }), []);
  const remove = useCallback((line: CartLineKey) => dispatch({ type: 'REMOVE_FROM_CART', line }), []);
  const updateQuantity = useCallback(
    (line: CartLineKey, quantity: number) => dispatch({ type: 'UPDATE_QUANTITY', line, quantity }),
    [],
  );
  const clear = useCallback(() => dispatch({ type: 'CLEAR_CART' }), []);

  const value = useMemo<CartContextValue>(
    () => ({ items, totalQuantity: totalQuantity(items), add, remove, updateQuantity, clear }),
    [items, add, remove, updateQuantity, clear],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart; must be used below `CartProvider`. */
export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside <CartProvider>');
  return value;
}
