import { describe, expect, it } from 'vitest';
import { getGetProductByIdResponseMock } from '../../../../generated/shop-api/products/products.msw';
import { ApiError } from '../../../shared/api-fetch';
import { setLanguage } from '../../i18n/language';
import {
  cartSignature,
  resolveLine,
  serverReason,
  storedName,
  summarizeCart,
  type ResolvedLine,
} from './cart-lines';
import { couponForCart, readCheckoutHandoff } from './checkout-handoff';
import type { CartLine } from './cart-reducer';

const dress = getGetProductByIdResponseMock(); // EGP 1,450, 10% off; Sage (21): S 0, M 3, L 8
const line: CartLine = { id: 12, variantId: 21, size: 'M', quantity: 2 };

describe('resolveLine', () => {
  it('is loading while the product is', () => {
    expect(resolveLine(line, { status: 'pending' }).kind).toBe('loading');
  });

  it('is ready with the stock of its colour and size, capped at the 10 units one order may hold of a size', () => {
    const r = resolveLine(line, { status: 'success', data: dress });
    expect(r).toMatchObject({ kind: 'ready', stock: 3, maxQuantity: 3 });
    const plenty = {
      ...dress,
      variants: [{ ...dress.variants[0]!, sizes: [{ id: 1, size: 'M', stock: 500 }] }],
    };
    expect(resolveLine(line, { status: 'success', data: plenty })).toMatchObject({
      kind: 'ready',
      maxQuantity: 10,
    });
  });

  it('is gone when the server answers 404 or the product is switched off', () => {
    expect(resolveLine(line, { status: 'error', error: new ApiError('Product not found', 404) }).kind).toBe(
      'gone',
    );
    expect(resolveLine(line, { status: 'success', data: { ...dress, isActive: false } }).kind).toBe('gone');
  });

  it('is an error for any other failure', () => {
    expect(resolveLine(line, { status: 'error', error: new ApiError('Down', 503) }).kind).toBe('error');
    expect(resolveLine(line, { status: 'error', error: new TypeError('x') }).kind).toBe('error');
  });

  it('is sold out when the colour or size is gone or has no stock', () => {
    expect(resolveLine({ ...line, size: 'S' }, { status: 'success', data: dress }).kind).toBe('soldOut');
    expect(resolveLine({ ...line, size: 'XXL' }, { status: 'success', data: dress }).kind).toBe('soldOut');
    expect(resolveLine({ ...line, variantId: 999 }, { status: 'success', data: dress }).kind).toBe('soldOut');
    expect(resolveLine({ ...line, variantId: null }, { status: 'success', data: dress }).kind).toBe(
      'soldOut',
    );
  });
});

describe('summarizeCart', () => {
  const ready = resolveLine(line, { status: 'success', data: dress });
  const bag = resolveLine(
    { id: 7, variantId: 31, size: 'One', quantity: 3 },
    {
      status: 'success',
      data: {
        ...dress,
        id: 7,
        price: 9.99,
        discount: { percentage: 12.5, discountedPrice: 8.74 },
        variants: [{ ...dress.variants[0]!, id: 31, sizes: [{ id: 1, size: 'One', stock: 9 }] }],
      },
    },
  );

  it('prices ready lines by the shared rule, rounding once per line', () => {
    const s = summarizeCart([ready, bag]);
    expect(s.lines.get(bag.key)).toMatchObject({
      discountedUnitPrice: 8.74,
      lineSubtotal: 29.97,
      lineTotal: 26.22,
    });
    expect(s.subtotal).toBe(2929.97);
    expect(s.productDiscount).toBe(293.75);
    expect(s.totalAfterDiscount).toBe(2636.22);
    expect(s.total).toBe(2636.22);
    expect(s.itemCount).toBe(5);
  });

  it('takes the coupon off the subtotal after product discounts, then adds shipping', () => {
    const s = summarizeCart([ready], { couponPercentage: 10, shipping: 60 });
    expect(s.subtotalAfterProductDiscounts).toBe(2610);
    expect(s.couponDiscount).toBe(261);
    expect(s.totalAfterDiscount).toBe(2349);
    expect(s.total).toBe(2409);
  });

  it('ignores a coupon that would make the order free: the discounted subtotal plus shipping', () => {
    const s = summarizeCart([ready], { couponPercentage: 100, shipping: 50 });
    expect(s.couponDiscount).toBe(0);
    expect(s.total).toBe(2660);
  });

  it('leaves out lines that cannot be bought or did not load', () => {
    const others: ResolvedLine[] = [
      resolveLine({ ...line, size: 'S' }, { status: 'success', data: dress }),
      resolveLine({ ...line, id: 5 }, { status: 'error', error: new ApiError('Down', 503) }),
    ];
    expect(summarizeCart([ready, ...others]).subtotal).toBe(2900);
  });
});

describe('cartSignature', () => {
  it('changes with a quantity, a size or a line', () => {
    const a = cartSignature([line]);
    expect(cartSignature([{ ...line }])).toBe(a);
    expect(cartSignature([{ ...line, quantity: 3 }])).not.toBe(a);
    expect(cartSignature([{ ...line, size: 'L' }])).not.toBe(a);
    expect(cartSignature([])).not.toBe(a);
  });
});

describe('serverReason', () => {
  it("reads the server's error sentence, else its first field detail", () => {
    expect(
      serverReason(new ApiError('This coupon has expired', 422, [], { error: 'This coupon has expired' })),
    ).toBe('This coupon has expired');
    expect(
      serverReason(new ApiError('', 400, [{ field: 'couponCode', message: 'Too long' }], { error: '' })),
    ).toBe('Too long');
  });

  it('gives nothing for a status text, a network failure or anything else', () => {
    expect(serverReason(new ApiError('Bad Gateway', 502, [], 'Bad gateway'))).toBeNull();
    expect(
      serverReason(new ApiError('Network error. Please check your connection and try again.', 0)),
    ).toBeNull();
    expect(serverReason(new Error('boom'))).toBeNull();
  });
});

describe('checkout handoff', () => {
  it('reads a well-formed state and refuses anything else', () => {
    expect(readCheckoutHandoff(null)).toBeNull();
    expect(readCheckoutHandoff({ items: 'x' })).toBeNull();
    expect(
      readCheckoutHandoff({
        items: [line],
        couponCode: 'SUMMER10',
        discountAmount: 261,
        totalAfterDiscount: 2349,
        couponPercentage: 10,
      }),
    ).toEqual({
      items: [line],
      couponCode: 'SUMMER10',
      discountAmount: 261,
      totalAfterDiscount: 2349,
      couponPercentage: 10,
    });
    expect(
      readCheckoutHandoff({ items: [line], couponCode: '  ', discountAmount: -5, couponPercentage: 10 }),
    ).toMatchObject({
      couponCode: null,
      discountAmount: 0,
      couponPercentage: 0,
    });
  });

  it('keeps the coupon only for the cart it was applied to', () => {
    const handoff = readCheckoutHandoff({ items: [line], couponCode: 'SUMMER10', couponPercentage: 10 });
    expect(couponForCart(handoff, [line])).toEqual({ code: 'SUMMER10', percentage: 10 });
    expect(couponForCart(handoff, [{ ...line, quantity: 5 }])).toBeNull();
    expect(couponForCart(null, [line])).toBeNull();
  });
});

describe('storedName', () => {
  it("names a line whose product did not load in the page's language, from the names stored with it", () => {
    const stored: CartLine = { ...line, name: 'Linen Wrap Midi Dress', nameAr: 'فستان ميدي لف من الكتان' };
    expect(storedName(stored)).toBe('Linen Wrap Midi Dress');
    setLanguage('ar');
    try {
      expect(storedName(stored)).toBe('فستان ميدي لف من الكتان');
      // A line stored before the Arabic was kept, or of a product with none: the English.
      expect(storedName({ ...line, name: 'Crochet Shoulder Bag' })).toBe('Crochet Shoulder Bag');
      expect(storedName(line)).toBeNull();
    } finally {
      setLanguage('en');
    }
  });
});
