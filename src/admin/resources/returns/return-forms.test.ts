import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../form-rules';
import { ar } from '../../i18n/returns.ar';
import { RETURNS_EN } from '../../i18n/returns';
import { createReturnForm } from './create-return-form';
import { approveForm, receiveForm, refundForm, refuseForm } from './return-forms';
import { itemSummary, stepsFor } from './return-words';

describe('the step dialogs’ rules', () => {
  it('approve: a blank day and note are left out', () => {
    expect(approveForm().schema.parse({ pickupDate: '', note: ' ' })).toEqual({});
    expect(approveForm().schema.parse({ pickupDate: '2026-11-26', note: 'Call first' })).toEqual({
      pickupDate: '2026-11-26',
      note: 'Call first',
    });
  });

  it('refuse: a reason, in the back office’s language', () => {
    expect(fieldErrors(refuseForm().schema, { reason: '  ' })).toEqual({
      reason: 'Say why the request is refused.',
    });
    expect(fieldErrors(refuseForm(ar).schema, { reason: '' })).toEqual({ reason: 'اكتب سبب رفض الطلب.' });
  });

  it('receive: every item with Restocked or Damaged', () => {
    const { schema } = receiveForm();
    expect(
      fieldErrors(schema, { items: [{ id: 55, condition: null }] }, { error: () => 'x' }),
    ).toHaveProperty('items');
    expect(schema.parse({ items: [{ id: 55, condition: 'damaged' }] })).toEqual({
      items: [{ id: 55, condition: 'damaged' }],
    });
  });

  it('refund: more than 0, at most the refundable amount, typed with Arabic digits too', () => {
    const { schema } = refundForm(1436.5);
    expect(schema.parse({ method: 'cash', reference: '', amount: '١٤٣٦.٥' })).toEqual({
      method: 'cash',
      amount: 1436.5,
    });
    expect(fieldErrors(schema, { method: 'cash', amount: '1437' })).toEqual({
      amount: 'At most EGP 1,436.50.',
    });
    expect(fieldErrors(schema, { method: 'cash', amount: '0' })).toEqual({
      amount: 'The amount must be more than 0.',
    });
    expect(fieldErrors(refundForm(100, ar).schema, { method: 'cash', amount: '' })).toEqual({
      amount: 'اكتب المبلغ.',
    });
  });

  it('create: only the lines with a quantity, with their reason, and for an exchange the wanted colour and size', () => {
    const { schema } = createReturnForm(318);
    const line = { orderItemId: 901, quantity: 0, reason: null, wantedVariantId: null, wantedSize: null };
    expect(
      schema.parse({
        kind: 'exchange',
        note: ' ',
        lines: [
          line,
          {
            ...line,
            orderItemId: 902,
            quantity: 1,
            reason: 'too_large',
            wantedVariantId: '22',
            wantedSize: 'M',
          },
        ],
      }),
    ).toEqual({
      orderId: 318,
      kind: 'exchange',
      items: [{ orderItemId: 902, quantity: 1, reason: 'too_large', wantedVariantId: 22, wantedSize: 'M' }],
    });
    expect(fieldErrors(schema, { kind: 'return', note: '', lines: [line] })).toEqual({
      lines: RETURNS_EN.chooseOne,
    });
  });
});

describe('how the screens write a request', () => {
  const item = { name: 'Linen Wrap Midi Dress', color: 'Sage', size: 'M', quantity: 1 };
  it('names an item, and what an exchange wants', () => {
    expect(itemSummary({ ...item, wanted: null })).toBe('Linen Wrap Midi Dress (Sage, M) ×1');
    expect(itemSummary({ ...item, wanted: { variantId: 23, color: 'Sage', colorAr: null, size: 'L' } })).toBe(
      'Linen Wrap Midi Dress (Sage, M) ×1 → L',
    );
    expect(itemSummary({ ...item, wanted: { variantId: 24, color: 'Sand', colorAr: null, size: 'M' } })).toBe(
      'Linen Wrap Midi Dress (Sage, M) ×1 → Sand, M',
    );
  });

  it('allows the steps of each status', () => {
    const r = { kind: 'return' as const, refund: null, refundable: 100 };
    expect(stepsFor({ ...r, status: 'requested' })).toEqual([
      'approveReturn',
      'refuseReturn',
      'cancelReturn',
    ]);
    expect(stepsFor({ ...r, status: 'picked_up' })).toEqual(['receiveReturn', 'refundReturn']);
    expect(stepsFor({ ...r, status: 'received' })).toEqual(['refundReturn']);
    expect(stepsFor({ ...r, status: 'refunded' })).toEqual([]);
    expect(stepsFor({ ...r, kind: 'exchange', refundable: 0, status: 'received' })).toEqual([]);
  });
});
