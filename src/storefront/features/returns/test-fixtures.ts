/**
 * Delivered orders, their products and requests as the contract answers them, for the returns tests: a dress
 * (product 12: Sage S 0 / M 3 / L 8, Sand M 6 / L 4) bought twice, a bag (product 7) now sold out, and a top whose
 * product was deleted.
 */
import type {
  OrderTracking,
  Product,
  ShopperOrder,
  ShopperOrderItem,
  ShopperReturn,
} from '../../../../generated/models';
import { bag, dress } from '../cart/test-utils';
import { shopperOrderFixture, timelineOf, trackingFixture } from '../orders/test-fixtures';

export const LAST_DAY = '2026-12-08';

export const dressItem: ShopperOrderItem = {
  id: 901,
  productId: 12,
  returnable: 2,
  name: 'Linen Wrap Midi Dress',
  nameAr: 'فستان ميدي لف من الكتان',
  imageUrl: '/uploads/products/12-sage-640.webp',
  color: 'Sage',
  colorAr: 'أخضر مريمية',
  size: 'M',
  quantity: 2,
  unitPrice: 1305,
  lineTotal: 2610,
};

export const bagItem: ShopperOrderItem = {
  id: 902,
  productId: 7,
  returnable: 1,
  name: 'Crochet Shoulder Bag',
  nameAr: null,
  imageUrl: '/uploads/products/7-main-640.webp',
  color: 'Ivory',
  colorAr: null,
  size: 'One Size',
  quantity: 1,
  unitPrice: 775,
  lineTotal: 775,
};

export const goneItem: ShopperOrderItem = {
  id: 903,
  productId: null,
  returnable: 1,
  name: 'Pleated Satin Top',
  nameAr: null,
  imageUrl: null,
  color: 'Black',
  colorAr: null,
  size: 'S',
  quantity: 1,
  unitPrice: 600,
  lineTotal: 600,
};

/** A line already asked back in full: not offered again. */
export const askedItem: ShopperOrderItem = { ...bagItem, id: 904, name: 'Beaded Belt', returnable: 0 };

/** The bag as it is now: nothing left in any size. */
export const soldOutBag: Product = {
  ...bag,
  variants: bag.variants.map((v) => ({ ...v, sizes: v.sizes.map((s) => ({ ...s, stock: 0 })) })),
};

export const products: Record<number, Product> = { 12: dress, 7: soldOutBag };

const delivered = {
  status: 'delivered',
  stage: 'delivered',
  timeline: timelineOf('delivered'),
  canConfirm: false,
  canCancel: false,
} as const;

export function deliveredOrder(overrides: Partial<ShopperOrder> = {}): ShopperOrder {
  return shopperOrderFixture({
    ...delivered,
    items: [dressItem, bagItem, goneItem],
    subtotal: 3985,
    totalPrice: 3985,
    productDiscount: 0,
    couponDiscount: 0,
    returnWindow: { open: true, lastDay: LAST_DAY },
    returns: [],
    ...overrides,
  });
}

export function deliveredTracking(overrides: Partial<OrderTracking> = {}): OrderTracking {
  return trackingFixture({
    ...delivered,
    items: [dressItem, bagItem, goneItem],
    returnWindow: { open: true, lastDay: LAST_DAY },
    returns: [],
    ...overrides,
  });
}

export function shopperReturn(overrides: Partial<ShopperReturn> = {}): ShopperReturn {
  return {
    id: 17,
    kind: 'exchange',
    status: 'requested',
    createdAt: '2026-11-25T10:00:00.000Z',
    items: [
      {
        orderItemId: 901,
        name: 'Linen Wrap Midi Dress',
        nameAr: 'فستان ميدي لف من الكتان',
        color: 'Sage',
        colorAr: 'أخضر مريمية',
        size: 'M',
        quantity: 1,
        reason: 'too_small',
        wanted: { variantId: 21, color: 'Sage', colorAr: 'أخضر مريمية', size: 'L' },
      },
    ],
    refuseReason: null,
    pickupDate: null,
    refund: null,
    replacementOrderNumber: null,
    canCancel: true,
    timeline: [{ status: 'requested', at: '2026-11-25T10:00:00.000Z' }],
    ...overrides,
  };
}
