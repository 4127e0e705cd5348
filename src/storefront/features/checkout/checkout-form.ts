/**
 * The checkout form: its zod schema is the contract's `createOrderBody`, field by field, with only what a form
 * needs in front of it (trimming; spaces and dashes out of phone numbers; empty optional fields as null), so the
 * browser refuses exactly what the server would. Messages a shopper reads are in i18n/checkout.ts, by field.
 */
import { z } from 'zod';
import { createOrderBody } from '../../../../generated/zod/customer/customer.zod';
import type { OrderCreateRequest, PaymentMethod } from '../../../../generated/models';
import { latinDigits } from '../../../shared/digits';
import { checkout as t } from '../../i18n/checkout';
import { serverReason } from '../cart/cart-lines';
import type { CartLine } from '../cart/cart-reducer';

const field = createOrderBody.shape;

/**
 * "010 1234 5678", "+20-101-234-5678" and "٠١٠١٢٣٤٥٦٧٨" are how people type numbers; the contract wants the
 * Latin digits.
 */
export function normalizePhone(value: string): string {
  return latinDigits(value).replace(/[\s-]/g, '');
}

const trimmed = () => z.string().trim();
// Typed as the contract's nullish input so it pipes into the generated optional fields.
const emptyAsNull = (v: string): string | null | undefined => (v === '' ? null : v);

export const checkoutFormSchema = z.object({
  firstName: trimmed().pipe(field.firstName),
  lastName: trimmed().pipe(field.lastName),
  customerEmail: trimmed().pipe(field.customerEmail),
  mobileNumber: z.string().transform(normalizePhone).pipe(field.mobileNumber),
  address: trimmed().pipe(field.address),
  anotherMobile: z.string().transform(normalizePhone).transform(emptyAsNull).pipe(field.anotherMobile),
  anotherAddress: trimmed().transform(emptyAsNull).pipe(field.anotherAddress),
  city: z.string().pipe(field.city),
  // docs/product.md#checkout: only cash on delivery can be chosen for now; the contract lists the others for later.
  paymentMethod: field.paymentMethod.refine((m) => m === 'CASH_ON_DELIVERY'),
});

export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;
export type CheckoutField = keyof CheckoutFormInput;

export const PAYMENT_METHODS: readonly { value: PaymentMethod; available: boolean }[] = [
  { value: 'CASH_ON_DELIVERY', available: true },
  { value: 'CREDIT_CARD', available: false },
  { value: 'SmartWallet', available: false },
];

export const emptyCheckoutForm: CheckoutFormInput = {
  firstName: '',
  lastName: '',
  customerEmail: '',
  mobileNumber: '',
  address: '',
  anotherMobile: '',
  anotherAddress: '',
  city: '',
  paymentMethod: 'CASH_ON_DELIVERY',
};

/** docs/product.md#checkout: these must be non-blank after trimming. */
export const REQUIRED_FIELDS = ['firstName', 'lastName', 'customerEmail', 'mobileNumber', 'address'] as const;

/** Whether any required field is blank: the case for "Please fill in all required fields." */
export function hasBlankRequiredField(values: Partial<CheckoutFormInput>): boolean {
  return REQUIRED_FIELDS.some((name) => !(values[name] ?? '').trim());
}

/** Why Place Order cannot be pressed now, or null when it can (the spec's three cases, in the order to fix them). */
export type PlaceOrderBlocker = 'placing' | 'cartEmpty' | 'noCity';

export function placeOrderBlocker(state: {
  placing: boolean;
  cartEmpty: boolean;
  city: string | undefined;
}): PlaceOrderBlocker | null {
  if (state.placing) return 'placing';
  if (state.cartEmpty) return 'cartEmpty';
  if (!state.city) return 'noCity';
  return null;
}

/**
 * The order as the contract takes it. No price, total or discount is sent: the server prices the order itself.
 * A line without a colour or size (never made by the product page) is sent as it is and refused by the server
 * with its own message, rather than dropped from the order unseen.
 */
export function toOrderRequest(
  values: CheckoutFormValues,
  items: readonly CartLine[],
  couponCode: string | null,
): OrderCreateRequest {
  return {
    ...values,
    couponCode,
    items: items.map((l) => ({
      productId: l.id,
      variantId: l.variantId ?? 0,
      size: l.size ?? '',
      quantity: l.quantity,
    })),
  };
}

/** The alert for a refused order (docs/product.md#checkout): the server's `error`, else the error's message, else "Failed to place order." */
export function orderFailureMessage(error: unknown): string {
  return serverReason(error) || (error instanceof Error && error.message.trim()) || t.alerts.failed;
}
