/**
 * The coupon input (docs/product.md#cart): the code is trimmed, and Apply is disabled while it is empty or while a call is
 * in progress. The code is checked by the generated zod schema of the coupon call before it is sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  applyCouponBody,
  applyCouponBodyCouponCodeMax,
} from '../../../../generated/zod/customer/customer.zod';
import { cart as t } from '../../i18n/cart';

const couponFormSchema = z.object({ couponCode: z.string().trim().pipe(applyCouponBody.shape.couponCode) });
type CouponFormValues = z.input<typeof couponFormSchema>;

interface Props {
  pending: boolean;
  /** Nothing to price (no line can be bought): applying makes no sense. */
  disabled?: boolean;
  error: string | null;
  message: string | null;
  onApply: (code: string) => void;
}

export function CouponForm({ pending, disabled = false, error, message, onApply }: Props) {
  const inputId = useId();
  const feedbackId = useId();
  const { register, handleSubmit, control } = useForm<
    CouponFormValues,
    unknown,
    z.output<typeof couponFormSchema>
  >({
    resolver: zodResolver(couponFormSchema),
    defaultValues: { couponCode: '' },
  });
  const code = useWatch({ control, name: 'couponCode' }) ?? '';
  const empty = code.trim() === '';

  return (
    <form className="coupon-form" noValidate onSubmit={handleSubmit((values) => onApply(values.couponCode))}>
      <label htmlFor={inputId}>{t.coupon.label}</label>
      <div className="coupon-form__row">
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t.coupon.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={feedbackId}
          maxLength={applyCouponBodyCouponCodeMax}
          {...register('couponCode')}
        />
        <button type="submit" className="button button--secondary" disabled={empty || pending || disabled}>
          {pending ? t.coupon.applying : t.coupon.apply}
        </button>
      </div>
      <div id={feedbackId}>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : message ? (
          <p className="form-success" role="status">
            {message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
