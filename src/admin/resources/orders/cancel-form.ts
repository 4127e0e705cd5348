/**
 * The cancel dialog's rules: the contract's cancelOrder body (generated/zod): a reason of the back office's
 * ("Choose a reason." without one) and an optional note, trimmed, left out when blank. The output is the body.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { cancelOrderBody } from '../../../../generated/zod/orders/orders.zod';
import { fieldMessages, text } from '../../form-rules';

const body = cancelOrderBody.shape;

export const cancelFormSchema = z.object({
  reason: z.string().nullish().pipe(body.reason),
  note: text()
    .transform((value): string | null | undefined => (value === '' ? undefined : value))
    .pipe(body.note),
});

/** The resolver with the refusal in the back office's language ("Choose a reason."). */
export function cancelFormResolver(chooseReason: string) {
  return zodResolver(cancelFormSchema, fieldMessages({ reason: chooseReason }));
}
