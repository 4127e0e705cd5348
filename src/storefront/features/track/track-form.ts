/**
 * The tracking form's schema: the contract's `trackOrderBody` (lengths) behind what a form needs in front of it —
 * the order number as the contract writes it (`MO-` and upper case; normalizeOrderNumber) and the mobile number
 * checked as checkout checks it (an Egyptian mobile, spaces and dashes out, +20 accepted), so a typo is caught
 * here rather than spending one of the shopper's throttled attempts.
 */
import { z } from 'zod';
import {
  createOrderBodyMobileNumberRegExp,
  trackOrderBody,
} from '../../../../generated/zod/customer/customer.zod';
import { normalizePhone } from '../checkout/checkout-form';
import { normalizeOrderNumber, ORDER_NUMBER_PATTERN } from '../orders/recent-orders';

const field = trackOrderBody.shape;

export const trackFormSchema = z.object({
  orderNumber: z
    .string()
    .transform(normalizeOrderNumber)
    .pipe(field.orderNumber)
    .pipe(z.string().regex(ORDER_NUMBER_PATTERN)),
  mobileNumber: z
    .string()
    .transform(normalizePhone)
    .pipe(field.mobileNumber)
    .pipe(z.string().regex(createOrderBodyMobileNumberRegExp)),
});

export type TrackFormInput = z.input<typeof trackFormSchema>;
export type TrackFormValues = z.output<typeof trackFormSchema>;
export type TrackField = keyof TrackFormInput;
