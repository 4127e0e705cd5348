/**
 * The cart (docs/product.md#cart-actions) as a pure reducer, kept apart from React so that the rules
 * are unit-tested on their own. A line is identified by product id, variant id and size; a line stored without
 * a variantId or size (older carts, or a product without variants) matches as null.
 */

/**
 * One cart line. Only id, variantId, size and quantity are the cart's own; anything else the product page
 * passes (name, slug, price, imageUrl, color) is kept as given but never shown from the line itself: the cart
 * page reloads each product, so a stale price or name in storage is never what the shopper sees or pays.
 */
export type CartLine = {
  /** Product id. */
  id: number;
  variantId: number | null;
  size: string | null;
  quantity: number;
  [key: string]: unknown;
};

/** What identifies a line: enough of a line to find it again. */
export type CartLineKey = Pick<CartLine, 'id'> & { variantId?: number | null; size?: string | null };

export type CartAction =
  | { type: 'ADD_TO_CART'; line: CartLine }
  | { type: 'REMOVE_FROM_CART'; line: CartLineKey }
  | { type: 'UPDATE_QUANTITY'; line: CartLineKey; quantity: number }
  | { type: 'CLEAR_CART' };

/** Whether two lines are the same product, variant and size (a missing variantId or size counts as null). */
export function sameLine(a: CartLineKey, b: CartLineKey): boolean {
  return (
    a.id === b.id && (a.variantId ?? null) === (b.variantId ?? null) && (a.size ?? null) === (b.size ?? null)
  );
}

/** A quantity is a whole number of at least 1; anything else is brought to the nearest allowed value. */
export function normalizeQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.max(1, Math.floor(quantity));
}

export function cartReducer(state: readonly CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'ADD_TO_CART': {
      const line: CartLine = {
        ...action.line,
        variantId: action.line.variantId ?? null,
        size: action.line.size ?? null,
        quantity: normalizeQuantity(action.line.quantity),
      };
      const index = state.findIndex((l) => sameLine(l, line));
      if (index === -1) return [...state, line];
      return state.map((l, i) => (i === index ? { ...l, quantity: l.quantity + line.quantity } : l));
    }
    case 'REMOVE_FROM_CART':
      return state.filter((l) => !sameLine(l, action.line));
    case 'UPDATE_QUANTITY': {
      const quantity = normalizeQuantity(action.quantity);
      return state.map((l) => (sameLine(l, action.line) ? { ...l, quantity } : l));
    }
    case 'CLEAR_CART':
      return [];
    default:
      return [...state];
  }
}

/** The badge count: every unit in the cart. */
export function totalQuantity(lines: readonly CartLine[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0);
}

/** The localStorage key of docs/product.md#cart-actions. */
export const CART_STORAGE_KEY = 'cart';

/**
 * Reads the stored cart. Nothing stored, unreadable JSON, or a value that is not a list of lines gives an empty
 * cart; lines that cannot be a cart line (no numeric id, no positive quantity) are dropped rather than
 * breaking the page.
 */
export function loadCart(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): CartLine[] {
  if (!storage) return [];
  let raw: string | null;
  try {
    raw = storage.getItem(CART_STORAGE_KEY);
  } catch {
    return [];
  }
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isCartLine).map((l) => ({
    ...l,
    variantId: typeof l.variantId === 'number' ? l.variantId : null,
    size: typeof l.size === 'string' ? l.size : null,
    quantity: normalizeQuantity(l.quantity),
  }));
}

/** Saves the cart; a full or blocked storage (private mode) must not break shopping, so errors are ignored. */
export function saveCart(
  lines: readonly CartLine[],
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): void {
  if (!storage) return;
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Quota exceeded or storage disabled: the cart still works for this visit.
  }
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' && Number.isInteger(v.id) && typeof v.quantity === 'number' && v.quantity > 0
  );
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
