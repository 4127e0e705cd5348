import { describe, expect, it } from 'vitest';
import { dress } from '../cart/test-utils';
import {
  accessBody,
  accessRequest,
  exchangeColours,
  exchangeOptionsOf,
  formFieldOfDetail,
  parseQuantity,
  returnFormSchema,
  type ReturnFormInput,
} from './return-form';
import { dressItem, soldOutBag } from './test-fixtures';

describe('the return form rules', () => {
  it('reads quantities typed in Latin or Arabic-Indic digits, nothing else', () => {
    expect([parseQuantity('2'), parseQuantity(' ٢ '), parseQuantity('۳')]).toEqual([2, 2, 3]);
    expect([parseQuantity(''), parseQuantity('1.5'), parseQuantity('-1'), parseQuantity('100')]).toEqual([
      NaN,
      NaN,
      NaN,
      NaN,
    ]);
  });

  it('offers the colours with a size in stock, and only those sizes', () => {
    expect(exchangeColours(dress)).toEqual([
      {
        variantId: 21,
        color: 'Sage',
        colorAr: null,
        sizes: [
          { size: 'M', stock: 3 },
          { size: 'L', stock: 8 },
        ],
      },
      {
        variantId: 22,
        color: 'Sand',
        colorAr: null,
        sizes: [
          { size: 'M', stock: 6 },
          { size: 'L', stock: 4 },
        ],
      },
    ]);
    expect(exchangeOptionsOf(12, { status: 'success', data: soldOutBag, errorStatus: null })).toEqual({
      state: 'none',
    });
    expect(exchangeOptionsOf(null, { status: 'pending', errorStatus: null })).toEqual({ state: 'gone' });
    expect(exchangeOptionsOf(12, { status: 'error', errorStatus: 404 })).toEqual({ state: 'gone' });
    expect(exchangeOptionsOf(12, { status: 'error', errorStatus: 503 })).toEqual({ state: 'failed' });
  });

  it('places a refusal detail on the form line that was sent at that index', () => {
    expect(formFieldOfDetail('items[1].quantity', [0, 2])).toBe('items.2.quantity');
    expect(formFieldOfDetail('items.0.wantedSize', [3])).toBe('items.3.wantedSize');
    expect(formFieldOfDetail('items[0].orderItemId', [1])).toBe('items.1.selected');
    expect(formFieldOfDetail('items[4].quantity', [1])).toBeNull();
    expect(formFieldOfDetail('mobileNumber', [1])).toBeNull();
  });

  it('opens the order with its key as a header, or with the mobile in the body', () => {
    const key = { orderNumber: 'MO-7K3Q9D', key: 'k' };
    const mobile = { orderNumber: 'MO-7K3Q9D', mobileNumber: '01012345678' };
    expect([accessRequest(key), accessBody(key)]).toEqual([
      { headers: { 'X-Order-Key': 'k' } },
      { orderNumber: 'MO-7K3Q9D' },
    ]);
    expect([accessRequest(mobile), accessBody(mobile)]).toEqual([undefined, mobile]);
  });

  it('turns the form into the contract body, without the notes left blank', () => {
    const schema = returnFormSchema({
      lines: [dressItem],
      exchange: new Map([[901, { state: 'ready', colours: exchangeColours(dress) }]]),
    });
    const form: ReturnFormInput = {
      kind: 'exchange',
      items: [
        {
          orderItemId: 901,
          selected: true,
          quantity: '٢',
          reason: 'too_large',
          note: '  ',
          wantedVariantId: '22',
          wantedSize: 'M',
        },
      ],
    };
    expect(schema.parse(form)).toEqual({
      kind: 'exchange',
      items: [{ orderItemId: 901, quantity: 2, reason: 'too_large', wantedVariantId: 22, wantedSize: 'M' }],
    });
    // Sage S is sold out: refused even if it came another way than the select.
    const result = schema.safeParse({
      ...form,
      items: [{ ...form.items[0]!, wantedVariantId: '21', wantedSize: 'S' }],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items.0.wantedSize', 'wantedSize'],
    ]);
  });
});
