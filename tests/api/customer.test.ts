// The shopper's calls: applyCoupon and createOrder (docs/business-rules.md: product discounts, coupons, order
// placement, validation). Every refusal is checked to change nothing.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { coupons, orderItems, orders, orderStatusHistory, sizes } from '../../src/server/db/schema';
import { useTestApp } from './helpers/app';
import {
  addDiscount,
  DAY,
  orderBody,
  orderCount,
  seedShop,
  stockOf,
  usedCountOf,
  type Shop,
} from './customer-fixtures';

// The shop of customer-fixtures has 3 to 8 units a size: the share of a size unconfirmed orders may hold
// (tests/security/stock-holds.test.ts) is lifted here, where taking stock is the subject.
const api = useTestApp({
  worker: true,
  config: {
    limits: { ...(await import('../../src/server/config')).loadConfig({}).limits, sizeHoldPercent: 100 },
  },
});
let shop: Shop;

beforeEach(async () => {
  shop = await seedShop(api.db);
});

const apply = (payload: unknown) =>
  api.app.inject({ method: 'POST', url: '/api/customer/couponsApply', payload: payload as object });
const place = (payload: unknown, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: '/api/customer/createOrder', payload: payload as object, headers });

/** What must not change when a request is refused. */
async function snapshot() {
  return {
    orders: await orderCount(api.db),
    sageM: await stockOf(api.db, shop.dress.sage.M),
    sandL: await stockOf(api.db, shop.dress.sand.L),
    bag: await stockOf(api.db, shop.bag.ivory.oneSize),
    used: await usedCountOf(api.db, shop.coupon),
  };
}

describe('applyCoupon', () => {
  it('prices the cart on the server: product discount first, then the coupon on the discounted subtotal', async () => {
    await addDiscount(api.db, { productId: shop.dress.id }, 10);
    const res = await apply({
      couponCode: 'SUMMER10',
      items: [
        { productId: shop.dress.id, quantity: 2 },
        { productId: shop.bag.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      discountedItems: [
        {
          productId: shop.dress.id,
          name: 'Linen Wrap Midi Dress',
          quantity: 2,
          unitPrice: 1450,
          discountPercentage: 10,
          discountedUnitPrice: 1305,
          lineTotal: 2610,
        },
        {
          productId: shop.bag.id,
          name: 'Crochet Shoulder Bag',
          quantity: 1,
          unitPrice: 775,
          discountPercentage: 0,
          discountedUnitPrice: 775,
          lineTotal: 775,
        },
      ],
      couponCode: 'SUMMER10',
      couponPercentage: 10,
      subtotal: 3385,
      couponDiscountAmount: 338.5,
      totalAfterDiscount: 3046.5,
    });
  });

  it('matches codes whatever their case and does not count a use', async () => {
    const res = await apply({ couponCode: 'summer10', items: [{ productId: shop.dress.id, quantity: 1 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().couponCode).toBe('SUMMER10');
    expect(await usedCountOf(api.db, shop.coupon)).toBe(23);
  });

  it('applies the highest discount in force among the product, its categories and its tags', async () => {
    await addDiscount(api.db, { productId: shop.dress.id }, 10);
    await addDiscount(api.db, { categoryId: shop.categories.newArrivals }, 25);
    await addDiscount(api.db, { tagId: shop.tags.linen }, 15);
    await addDiscount(api.db, { tagId: shop.tags.special }, 40, { isActive: false });
    await addDiscount(api.db, { tagId: shop.tags.linen }, 50, {
      start: new Date(Date.now() + DAY),
      end: new Date(Date.now() + 2 * DAY),
    });
    const res = await apply({ couponCode: 'SUMMER10', items: [{ productId: shop.dress.id, quantity: 1 }] });
    expect(res.json().discountedItems[0]).toMatchObject({
      discountPercentage: 25,
      discountedUnitPrice: 1087.5,
      lineTotal: 1087.5,
    });
  });

  it.each([
    ['an unknown code', 'NOPE', {}, 'This coupon code is not valid'],
    [
      'an expired coupon',
      'SUMMER10',
      { startAt: new Date(Date.now() - 10 * DAY), endAt: new Date(Date.now() - DAY) },
      'This coupon has expired',
    ],
    [
      'a coupon not started',
      'SUMMER10',
      { startAt: new Date(Date.now() + DAY), endAt: new Date(Date.now() + 10 * DAY) },
      'This coupon is not active yet',
    ],
    ['a used-up coupon', 'SUMMER10', { maxUsage: 23 }, 'This coupon has reached its usage limit'],
    ['a deactivated coupon', 'SUMMER10', { isActive: false }, 'This coupon code is not valid'],
  ])('refuses %s with 422 and the reason', async (_label, code, change, message) => {
    if (Object.keys(change).length)
      await api.db.update(coupons).set(change).where(eq(coupons.id, shop.coupon));
    const res = await apply({ couponCode: code, items: [{ productId: shop.dress.id, quantity: 1 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: message, details: [{ field: 'couponCode', message }] });
  });

  it('says how much more to add below the minimum (after product discounts)', async () => {
    // 775 − 50% = 387.50; the minimum is 500.
    await addDiscount(api.db, { productId: shop.bag.id }, 50);
    const res = await apply({ couponCode: 'SUMMER10', items: [{ productId: shop.bag.id, quantity: 1 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Add EGP 112.50 more to use SUMMER10');
  });

  it('refuses an unknown or inactive product with 404', async () => {
    for (const productId of [9999, shop.scarf.id]) {
      const res = await apply({ couponCode: 'SUMMER10', items: [{ productId, quantity: 1 }] });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: 'Product not found',
        details: [{ field: 'items[0].productId', message: 'This product is no longer available' }],
      });
    }
  });

  it.each([
    [
      'a zero quantity',
      { couponCode: 'SUMMER10', items: [{ productId: 1, quantity: 0 }] },
      'items[0].quantity',
    ],
    [
      'a negative quantity',
      { couponCode: 'SUMMER10', items: [{ productId: 1, quantity: -1 }] },
      'items[0].quantity',
    ],
    [
      'a fractional quantity',
      { couponCode: 'SUMMER10', items: [{ productId: 1, quantity: 1.5 }] },
      'items[0].quantity',
    ],
    [
      'a quantity as text',
      { couponCode: 'SUMMER10', items: [{ productId: 1, quantity: '2' }] },
      'items[0].quantity',
    ],
    ['a missing code', { items: [{ productId: 1, quantity: 1 }] }, 'couponCode'],
    ['an empty cart', { couponCode: 'SUMMER10', items: [] }, 'items'],
    [
      'a client price',
      { couponCode: 'SUMMER10', items: [{ productId: 1, quantity: 1, price: 1 }] },
      'items[0].price',
    ],
  ])('refuses %s with 400 naming the field', async (_label, payload, field) => {
    const res = await apply(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });
});

describe('createOrder', () => {
  it('places an order: server prices, coupon, shipping of the city, stock taken, coupon counted, snapshot kept', async () => {
    await addDiscount(api.db, { productId: shop.dress.id }, 10);
    const res = await place(
      orderBody(shop, {
        couponCode: 'summer10',
        items: [{ productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'M', quantity: 2 }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'pending',
      itemCount: 2,
      subtotal: 2900,
      productDiscount: 290,
      couponDiscount: 261,
      shippingPrice: 60,
      totalPrice: 2409,
      couponCode: 'SUMMER10',
    });
    expect(body.orderNumber).toMatch(/^MO-[0-9A-Z]{4,10}$/);
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(1);
    expect(await usedCountOf(api.db, shop.coupon)).toBe(24);

    const [order] = await api.db.select().from(orders).where(eq(orders.id, body.orderId));
    expect(order).toMatchObject({
      city: 'Giza',
      shippingPiastres: 6000,
      totalPiastres: 240900,
      couponCode: 'SUMMER10',
      couponPercentage: 10,
      phone: '01012345678',
    });
    const lines = await api.db.select().from(orderItems).where(eq(orderItems.orderId, body.orderId));
    expect(lines).toEqual([
      expect.objectContaining({
        productId: shop.dress.id,
        productName: 'Linen Wrap Midi Dress',
        imageUrl: '/uploads/products/12-sage-640.webp',
        color: 'Sage',
        size: 'M',
        sku: 'MO-DR-012-SG',
        quantity: 2,
        unitPricePiastres: 145000,
        discountPercentage: 10,
        lineTotalPiastres: 261000,
      }),
    ]);
    const history = await api.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, body.orderId));
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'pending', changedBy: null }),
    ]);
  });

  it('accepts +20 numbers, a second mobile and address, and no coupon', async () => {
    const res = await place(
      orderBody(shop, {
        mobileNumber: '+201112345678',
        anotherMobile: '01212345678',
        anotherAddress: 'Work: 5 Tahrir Sq',
        city: 'cairo',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      couponCode: null,
      couponDiscount: 0,
      shippingPrice: 50,
      totalPrice: 1500,
    });
  });

  it('takes stock once for a size ordered on two lines', async () => {
    const line = { productId: shop.dress.id, variantId: shop.dress.sand.id, size: 'L', quantity: 2 };
    const res = await place(orderBody(shop, { items: [line, line] }));
    expect(res.statusCode).toBe(201);
    expect(await stockOf(api.db, shop.dress.sand.L)).toBe(0);
  });

  it('writes every line of a cart in the order of the cart, and one history row at the time of the order', async () => {
    const items = [
      { productId: shop.bag.id, variantId: shop.bag.ivory.id, size: 'One Size', quantity: 1 },
      { productId: shop.dress.id, variantId: shop.dress.sand.id, size: 'L', quantity: 1 },
      { productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'M', quantity: 2 },
    ];
    const res = await place(orderBody(shop, { items }));
    expect(res.statusCode).toBe(201);
    const lines = await api.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, res.json().orderId))
      .orderBy(orderItems.id);
    expect(lines.map((l) => [l.productId, l.variantId, l.size, l.quantity, l.color])).toEqual([
      [shop.bag.id, shop.bag.ivory.id, 'One Size', 1, 'Ivory'],
      [shop.dress.id, shop.dress.sand.id, 'L', 1, 'Sand'],
      [shop.dress.id, shop.dress.sage.id, 'M', 2, 'Sage'],
    ]);
    expect(lines.every((l) => l.discountPercentage === 0 && l.productNameAr === null)).toBe(true);
    const [order] = await api.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    const history = await api.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order!.id));
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'pending',
        actor: 'customer',
        changedBy: null,
        changedAt: order!.createdAt,
      }),
    ]);
  });

  it('returns the first order (200) for a repeated Idempotency-Key and creates nothing more', async () => {
    const headers = { 'idempotency-key': '6f1c2a7e-3b1d-4d0e-9a51-0c3f2b9d7e11' };
    const first = await place(orderBody(shop), headers);
    const second = await place(orderBody(shop), headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await orderCount(api.db)).toBe(1);
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(2);
  });

  it('refuses a sold-out size with 409 naming the product, colour and size, and changes nothing', async () => {
    const before = await snapshot();
    const res = await place(
      orderBody(shop, {
        couponCode: 'SUMMER10',
        items: [
          { productId: shop.bag.id, variantId: shop.bag.ivory.id, size: 'One Size', quantity: 1 },
          { productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'S', quantity: 1 },
        ],
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Linen Wrap Midi Dress (Sage, S) is sold out',
      details: [{ field: 'items[1].quantity', message: 'Sold out' }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('says how many are left when a quantity is more than the stock', async () => {
    const before = await snapshot();
    const res = await place(
      orderBody(shop, {
        items: [{ productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'M', quantity: 5 }],
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Only 3 left of Linen Wrap Midi Dress (Sage, M)');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a coupon it cannot apply with 422 and changes nothing', async () => {
    await api.db.update(coupons).set({ maxUsage: 23 }).where(eq(coupons.id, shop.coupon));
    const before = await snapshot();
    const res = await place(orderBody(shop, { couponCode: 'SUMMER10' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'This coupon has reached its usage limit',
      details: [{ field: 'couponCode', message: 'This coupon has reached its usage limit' }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('accepts only cash on delivery', async () => {
    for (const paymentMethod of ['CREDIT_CARD', 'SmartWallet']) {
      const res = await place(orderBody(shop, { paymentMethod }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Only cash on delivery is available for now',
        details: [{ field: 'paymentMethod', message: 'Choose cash on delivery' }],
      });
    }
    expect(await orderCount(api.db)).toBe(0);
  });

  it('refuses an unknown city with 400', async () => {
    const res = await place(orderBody(shop, { city: 'Atlantis' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Please choose a city from the list',
      details: [{ field: 'city', message: 'Unknown city' }],
    });
  });

  it.each([
    [
      'an unknown product',
      () => ({ productId: 9999, variantId: shop.dress.sage.id, size: 'M', quantity: 1 }),
      'Product not found',
      'items[0].productId',
    ],
    [
      'an inactive product',
      () => ({ productId: shop.scarf.id, variantId: shop.scarf.grey.id, size: 'One Size', quantity: 1 }),
      'Product not found',
      'items[0].productId',
    ],
    [
      'an unknown variant',
      () => ({ productId: shop.dress.id, variantId: 9999, size: 'M', quantity: 1 }),
      'This colour of Linen Wrap Midi Dress is no longer available',
      'items[0].variantId',
    ],
    [
      'another product’s variant',
      () => ({ productId: shop.dress.id, variantId: shop.bag.ivory.id, size: 'One Size', quantity: 1 }),
      'This colour of Linen Wrap Midi Dress is no longer available',
      'items[0].variantId',
    ],
    [
      'an unknown size',
      () => ({ productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'XXL', quantity: 1 }),
      'Size XXL of Linen Wrap Midi Dress (Sage) is not available',
      'items[0].size',
    ],
  ])('refuses %s with 404 and changes nothing', async (_label, item, error, field) => {
    const before = await snapshot();
    const res = await place(orderBody(shop, { items: [item()] }));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(error);
    expect(res.json().details[0].field).toBe(field);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a missing first name', { firstName: undefined }, 'firstName'],
    ['a blank last name', { lastName: '   ' }, 'lastName'],
    ['a missing email', { customerEmail: undefined }, 'customerEmail'],
    ['a malformed email', { customerEmail: 'nour-at-example' }, 'customerEmail'],
    ['a landline', { mobileNumber: '0223456789' }, 'mobileNumber'],
    ['a mobile as a number', { mobileNumber: 1012345678 }, 'mobileNumber'],
    ['a blank address', { address: ' ' }, 'address'],
    ['a missing city', { city: undefined }, 'city'],
    ['an unknown payment method', { paymentMethod: 'BITCOIN' }, 'paymentMethod'],
    ['no items', { items: [] }, 'items'],
    ['an unexpected field', { totalPrice: 1 }, 'totalPrice'],
  ])('refuses %s with 400', async (_label, overrides, field) => {
    const res = await place(orderBody(shop, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await orderCount(api.db)).toBe(0);
  });

  it.each([
    ['zero', 0],
    ['negative', -2],
    ['fractional', 1.5],
    ['over 99', 100],
    ['text', '1'],
  ])('refuses a %s quantity with 400', async (_label, quantity) => {
    const res = await place(
      orderBody(shop, {
        items: [{ productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'M', quantity }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('items[0].quantity');
    expect(await stockOf(api.db, shop.dress.sage.M)).toBe(3);
  });

  it('refuses a price sent by the client inside a line', async () => {
    const res = await place(
      orderBody(shop, {
        items: [
          { productId: shop.dress.id, variantId: shop.dress.sage.id, size: 'M', quantity: 1, price: 1 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toEqual({ field: 'items[0].price', message: 'This field is not allowed' });
  });

  it('never lets stock go below zero at the database either', async () => {
    await expect(
      api.db.update(sizes).set({ stock: -1 }).where(eq(sizes.id, shop.dress.sage.M)),
    ).rejects.toThrow();
  });
});
