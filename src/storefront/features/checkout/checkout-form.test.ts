import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api-fetch';
import {
  checkoutFormSchema,
  emptyCheckoutForm,
  hasBlankRequiredField,
  normalizePhone,
  orderFailureMessage,
  placeOrderBlocker,
  toOrderRequest,
  type CheckoutFormInput,
} from './checkout-form';

const filled: CheckoutFormInput = {
  ...emptyCheckoutForm,
  firstName: '  Mona ',
  lastName: 'Hassan',
  customerEmail: ' mona@example.com ',
  mobileNumber: '010 1234 5678',
  address: '12 Tahrir St, Dokki',
  city: 'Giza',
};

describe('checkoutFormSchema', () => {
  it('trims, strips spaces from phone numbers and turns empty optional fields into null', () => {
    const values = checkoutFormSchema.parse(filled);
    expect(values).toEqual({
      firstName: 'Mona',
      lastName: 'Hassan',
      customerEmail: 'mona@example.com',
      mobileNumber: '01012345678',
      address: '12 Tahrir St, Dokki',
      anotherMobile: null,
      anotherAddress: null,
      city: 'Giza',
      paymentMethod: 'CASH_ON_DELIVERY',
    });
  });

  it.each([
    '01012345678',
    '01112345678',
    '01212345678',
    '01512345678',
    '+201012345678',
    '+20 101 234 5678',
    '010-1234-5678',
  ])('accepts the Egyptian mobile %s', (mobileNumber) => {
    expect(checkoutFormSchema.safeParse({ ...filled, mobileNumber }).success).toBe(true);
  });

  it.each(['01312345678', '0101234567', '010123456789', '1012345678', '+2001012345678', 'phone'])(
    'refuses %s',
    (mobileNumber) => {
      const result = checkoutFormSchema.safeParse({ ...filled, mobileNumber });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.path[0])).toEqual(['mobileNumber']);
    },
  );

  it('checks the optional mobile only when given', () => {
    expect(
      checkoutFormSchema.safeParse({ ...filled, anotherMobile: '0122 345 6789' }).data?.anotherMobile,
    ).toBe('01223456789');
    expect(checkoutFormSchema.safeParse({ ...filled, anotherMobile: '12345' }).success).toBe(false);
  });

  it('refuses blank names and address, a bad email and no city', () => {
    const result = checkoutFormSchema.safeParse({
      ...filled,
      firstName: '   ',
      address: ' ',
      customerEmail: 'mona@',
      city: '',
    });
    expect([...new Set(result.error?.issues.map((i) => i.path[0]))].sort()).toEqual([
      'address',
      'city',
      'customerEmail',
      'firstName',
    ]);
  });

  it('takes only cash on delivery', () => {
    expect(checkoutFormSchema.safeParse({ ...filled, paymentMethod: 'CREDIT_CARD' }).success).toBe(false);
  });
});

describe('hasBlankRequiredField', () => {
  it('is true when a required field is blank after trimming', () => {
    expect(hasBlankRequiredField(filled)).toBe(false);
    expect(hasBlankRequiredField({ ...filled, lastName: '  ' })).toBe(true);
    expect(hasBlankRequiredField({ ...filled, mobileNumber: '' })).toBe(true);
    // The optional ones do not count.
    expect(hasBlankRequiredField({ ...filled, anotherMobile: '', anotherAddress: '' })).toBe(false);
  });
});

describe('toOrderRequest', () => {
  it('sends the contract fields, the lines and the coupon, and never a price', () => {
    const values = checkoutFormSchema.parse(filled);
    const order = toOrderRequest(
      values,
      [{ id: 12, variantId: 21, size: 'M', quantity: 2, price: 1, name: 'x' }],
      'SUMMER10',
    );
    expect(order.items).toEqual([{ productId: 12, variantId: 21, size: 'M', quantity: 2 }]);
    expect(order.couponCode).toBe('SUMMER10');
    expect(JSON.stringify(order)).not.toMatch(/price|total/i);
  });
});

describe('normalizePhone', () => {
  it('takes out spaces and dashes only', () => {
    expect(normalizePhone(' +20 10-1234 5678 ')).toBe('+201012345678');
  });
});

describe('orderFailureMessage', () => {
  it("uses the server's error, else the error's message, else the fallback", () => {
    expect(
      orderFailureMessage(
        new ApiError('Only 2 left of Linen Wrap Midi Dress (Sage, M)', 409, [], {
          error: 'Only 2 left of Linen Wrap Midi Dress (Sage, M)',
        }),
      ),
    ).toBe('Only 2 left of Linen Wrap Midi Dress (Sage, M)');
    expect(
      orderFailureMessage(new ApiError('Network error. Please check your connection and try again.', 0)),
    ).toBe('Network error. Please check your connection and try again.');
    expect(orderFailureMessage(new Error(''))).toBe('Failed to place order.');
    expect(orderFailureMessage('???')).toBe('Failed to place order.');
  });
});

describe('placeOrderBlocker', () => {
  it('names what keeps Place Order disabled, the order on its way first, then the cart, then the city', () => {
    expect(placeOrderBlocker({ placing: true, cartEmpty: true, city: '' })).toBe('placing');
    expect(placeOrderBlocker({ placing: false, cartEmpty: true, city: 'Cairo' })).toBe('cartEmpty');
    expect(placeOrderBlocker({ placing: false, cartEmpty: false, city: '' })).toBe('noCity');
    expect(placeOrderBlocker({ placing: false, cartEmpty: false, city: undefined })).toBe('noCity');
    expect(placeOrderBlocker({ placing: false, cartEmpty: false, city: 'Cairo' })).toBeNull();
  });
});
