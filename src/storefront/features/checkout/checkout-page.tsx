/**
 * /checkout (docs/product.md#checkout: payment methods and order total): the shopper's
 * contact and delivery details, a governorate with its shipping fee, the payment method, and the summary.
 * The order goes to the server without any price: the server prices it, takes the stock and numbers it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link, useLocation, useNavigate } from '../../router';
import { createOrder, getCreateOrderMutationOptions } from '../../../../generated/shop-api/customer/customer';
import {
  getGetProductByIdQueryKey,
  getGetProductBySlugQueryKey,
} from '../../../../generated/shop-api/products/products';
import { useGetShippingPrice, useListCities } from '../../../../generated/shop-api/shipping/shipping';
import type { OrderCreateRequest } from '../../../../generated/models';
import { formatDeduction, formatEGP } from '../../../shared/format';
import { checkout as t } from '../../i18n/checkout';
import { cachePolicy } from '../../query-client';
import { loadAppliedCoupon, saveAppliedCoupon } from '../cart/applied-coupon';
import { useCart } from '../cart/cart-context';
import { storedName, summarizeCart } from '../cart/cart-lines';
import { couponForCart, keptCouponForCart, readCheckoutHandoff } from '../cart/checkout-handoff';
import { useCartLines } from '../cart/use-cart-lines';
import {
  checkoutFormSchema,
  emptyCheckoutForm,
  hasBlankRequiredField,
  orderFailureMessage,
  PAYMENT_METHODS,
  placeOrderBlocker,
  toOrderRequest,
  type CheckoutField,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from './checkout-form';
import { forgetAttempt, idempotencyKeyFor } from './idempotency-key';
import { isOrderKey, orderPath, rememberOrder } from '../orders/recent-orders';
import '../cart/cart.css';
import '../../styles/fields.css';
import './checkout.css';
import { colorOf, governorateOf, nameOf } from '../../i18n/catalogue';
import { ChallengeStatus } from '../../components/challenge-status';
import { useHydrated } from '../../components/use-hydrated';
import { PageLoading } from '../../components/page-loading';
import { usePageHead } from '../../components/page-head';

function CheckoutPageView() {
  const { items, clear } = useCart();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();

  const handoff = readCheckoutHandoff(location.state);
  // Without the cart's hand-off, the coupon kept with the cart (read once: placing the order forgets it).
  const [kept] = useState(() => (handoff ? null : loadAppliedCoupon()));
  const coupon = handoff ? couponForCart(handoff, items) : keptCouponForCart(kept, items);
  const couponCode = handoff ? handoff.couponCode : (kept?.result.couponCode ?? null);
  const couponDropped = couponCode && !coupon ? couponCode : null;
  const cartLines = useCartLines(items);
  const cities = useListCities({ query: { ...cachePolicy.cities } });

  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: emptyCheckoutForm,
  });
  const city = useWatch({ control, name: 'city' });
  const shipping = useGetShippingPrice(city, {
    query: { ...cachePolicy.shippingPrice, enabled: Boolean(city) },
  });
  // docs/product.md#calls: the fee is read from shippingPrice, 0 when missing.
  const shippingFee = city ? (shipping.data?.shippingPrice ?? 0) : 0;
  const summary = summarizeCart(cartLines.lines, {
    couponPercentage: coupon?.percentage ?? 0,
    shipping: shippingFee,
  });

  const placeOrder = useMutation({
    mutationKey: getCreateOrderMutationOptions().mutationKey,
    mutationFn: ({ data, key }: { data: OrderCreateRequest; key: string }) =>
      createOrder(data, { headers: { 'Idempotency-Key': key } }),
  });

  // Set once the order is placed: the page shows "Placing Order..." until the confirmation page replaces it,
  // so the cart emptied meanwhile is never shown as "Your cart is empty."
  const [placed, setPlaced] = useState(false);
  const cartEmpty = items.length === 0;
  const loading = cartLines.isLoading || cities.isPending;
  const blocker = placeOrderBlocker({ placing: placeOrder.isPending || placed, cartEmpty, city });

  const onValid = (values: CheckoutFormValues) => {
    // One order at a time: a second submit while the first is on its way would only repeat it.
    if (placeOrder.isPending) return;
    const order = toOrderRequest(values, items, coupon?.code ?? null);
    const key = idempotencyKeyFor(order);
    placeOrder.mutate(
      { data: order, key },
      {
        onSuccess: (created) => {
          forgetAttempt();
          saveAppliedCoupon(null);
          // Stock changed: the next look at these products must ask the server again.
          for (const line of cartLines.lines) {
            void queryClient.invalidateQueries({ queryKey: getGetProductByIdQueryKey(line.line.id) });
            if ('product' in line)
              void queryClient.invalidateQueries({
                queryKey: getGetProductBySlugQueryKey(line.product.slug),
              });
          }
          window.alert(t.alerts.success(created.orderNumber));
          setPlaced(true);
          // On to the order's confirmation page, its key in the fragment (never sent to a server),
          // and remembered on this device for /track's "Your recent orders". The navigation goes first and the
          // cart is emptied after it: the router may hold this page on screen while the next one loads.
          if (isOrderKey(created.orderKey)) {
            rememberOrder({
              orderNumber: created.orderNumber,
              key: created.orderKey,
              placedAt: created.createdAt,
            });
            navigate(orderPath(created.orderNumber, created.orderKey), { replace: true });
          } else {
            // An order placed before keys existed (an idempotent repeat of an old attempt): look it up there.
            navigate('/track', { replace: true, state: { orderNumber: created.orderNumber } });
          }
          clear();
        },
        // The attempt's key is kept: sending the same order again cannot place it twice.
        onError: (error) => window.alert(orderFailureMessage(error)),
      },
    );
  };

  const onInvalid = (_errors: FieldErrors<CheckoutFormInput>) => {
    if (hasBlankRequiredField(getValues())) window.alert(t.alerts.requiredFields);
    // Otherwise the messages beside the fields say what to fix; the first refused field has the focus.
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (cartEmpty) {
      event.preventDefault();
      window.alert(t.alerts.cartEmpty);
      return;
    }
    void handleSubmit(onValid, onInvalid)(event);
  };

  // Placed (until the confirmation page shows) or still loading: the page's frame with what it waits for.
  if (placed || loading) {
    return (
      <section className="checkout-page container" aria-busy="true">
        <h1>{t.title}</h1>
        <div className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{placed ? t.placingOrder : t.loading}</span>
        </div>
      </section>
    );
  }

  const fieldProps = (name: CheckoutField) => {
    const invalid = Boolean(errors[name]);
    return {
      id: `${formId}-${name}`,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${formId}-${name}-error` : undefined,
      ...register(name),
    };
  };
  const fieldError = (name: CheckoutField) =>
    errors[name] ? (
      <p id={`${formId}-${name}-error`} className="field-error">
        {t.fieldErrors[name]}
      </p>
    ) : null;
  const label = (name: CheckoutField, text: string, required: boolean) => (
    <label htmlFor={`${formId}-${name}`}>
      {text}
      {required ? (
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );

  return (
    <section className="checkout-page container" aria-labelledby={`${formId}-title`}>
      <h1 id={`${formId}-title`}>{t.title}</h1>
      <form className="checkout-layout" noValidate onSubmit={onSubmit} aria-label={t.title}>
        <div className="checkout-layout__form">
          <fieldset className="checkout-fieldset">
            <legend>{t.contact.heading}</legend>
            <div className="field-row">
              <div className="field">
                {label('firstName', t.contact.firstName, true)}
                <input type="text" autoComplete="given-name" required {...fieldProps('firstName')} />
                {fieldError('firstName')}
              </div>
              <div className="field">
                {label('lastName', t.contact.lastName, true)}
                <input type="text" autoComplete="family-name" required {...fieldProps('lastName')} />
                {fieldError('lastName')}
              </div>
            </div>
            <div className="field">
              {label('customerEmail', t.contact.email, true)}
              <input
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                {...fieldProps('customerEmail')}
              />
              {fieldError('customerEmail')}
            </div>
            <div className="field">
              {label('mobileNumber', t.contact.phone, true)}
              <input
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                placeholder={t.contact.phoneHint}
                required
                {...fieldProps('mobileNumber')}
              />
              {fieldError('mobileNumber')}
            </div>
            <div className="field">
              {label('address', t.contact.address, true)}
              <textarea rows={2} autoComplete="street-address" required {...fieldProps('address')} />
              {fieldError('address')}
            </div>
            <div className="field">
              {label('anotherMobile', t.contact.anotherMobile, false)}
              <input type="tel" autoComplete="tel" inputMode="tel" {...fieldProps('anotherMobile')} />
              {fieldError('anotherMobile')}
            </div>
            <div className="field">
              {label('anotherAddress', t.contact.anotherAddress, false)}
              <textarea rows={2} {...fieldProps('anotherAddress')} />
              {fieldError('anotherAddress')}
            </div>
            <div className="field">
              {label('city', t.contact.city, true)}
              <select autoComplete="address-level1" required disabled={!cities.data} {...fieldProps('city')}>
                <option value="">{t.contact.selectCityOption}</option>
                {(cities.data ?? []).map((name) => (
                  <option key={name} value={name}>
                    {governorateOf(name)}
                  </option>
                ))}
              </select>
              {fieldError('city')}
              {cities.isError ? (
                <p className="field-error" role="alert">
                  {t.citiesFailed}{' '}
                  <button type="button" className="link-button" onClick={() => void cities.refetch()}>
                    {t.retry}
                  </button>
                </p>
              ) : null}
            </div>
          </fieldset>

          <fieldset className="checkout-fieldset payment-methods">
            <legend>{t.payment.heading}</legend>
            {PAYMENT_METHODS.map((method) => {
              const id = `${formId}-pay-${method.value}`;
              return (
                <div
                  key={method.value}
                  className={`payment-method${method.available ? '' : ' payment-method--soon'}`}
                >
                  <input
                    type="radio"
                    id={id}
                    value={method.value}
                    disabled={!method.available}
                    aria-describedby={method.available ? `${id}-note` : `${id}-soon`}
                    {...register('paymentMethod')}
                  />
                  <label htmlFor={id}>{t.payment[method.value]}</label>
                  {method.available ? (
                    <p id={`${id}-note`} className="payment-method__note">
                      {t.payment.codNote}
                    </p>
                  ) : (
                    <span id={`${id}-soon`} className="payment-method__soon">
                      {t.payment.comingSoon}
                    </span>
                  )}
                </div>
              );
            })}
          </fieldset>
        </div>

        <aside className="checkout-summary cart-summary" aria-labelledby={`${formId}-summary`}>
          <h2 id={`${formId}-summary`}>{t.summary.heading}</h2>
          {cartEmpty ? (
            <p>
              {t.emptyCart} <Link to="/shop">{t.backToShop}</Link>
            </p>
          ) : (
            <ul className="checkout-lines">
              {cartLines.lines.map((resolved) => {
                const name =
                  'product' in resolved ? nameOf(resolved.product) : (storedName(resolved.line) ?? '');
                const color = resolved.kind === 'ready' ? colorOf(resolved.variant) : null;
                const options = [color, resolved.line.size].filter(Boolean).join(', ');
                const money = summary.lines.get(resolved.key);
                return (
                  <li key={resolved.key}>
                    <span className="checkout-lines__name">
                      {name}
                      {options ? <span className="checkout-lines__options"> ({options})</span> : null}{' '}
                      {t.summary.quantity(resolved.line.quantity)}
                    </span>
                    <span className="checkout-lines__price">
                      {money
                        ? formatEGP(money.lineTotal)
                        : resolved.kind === 'error'
                          ? t.summary.detailsUnavailable
                          : t.summary.unavailable}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          {couponDropped && !cartEmpty ? (
            <p className="alert alert--warning" role="status">
              {t.couponDropped(couponDropped)}
            </p>
          ) : null}
          {!cartEmpty ? (
            <Link className="checkout-summary__edit" to="/cart">
              {t.summary.editCart}
            </Link>
          ) : null}
          <dl className="summary-rows">
            <div>
              <dt>{t.summary.subtotal}</dt>
              <dd>{formatEGP(summary.subtotal)}</dd>
            </div>
            {summary.productDiscount > 0 ? (
              <div>
                <dt>{t.summary.productDiscounts}</dt>
                <dd>{formatDeduction(summary.productDiscount)}</dd>
              </div>
            ) : null}
            {coupon ? (
              <div>
                <dt>{t.summary.coupon(coupon.code)}</dt>
                <dd>{formatDeduction(summary.couponDiscount)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t.summary.shipping}</dt>
              <dd>{city ? (shipping.isPending ? '…' : formatEGP(shippingFee)) : t.summary.selectCity}</dd>
            </div>
            <div className="summary-rows__total">
              <dt>{t.summary.total}</dt>
              <dd>{formatEGP(summary.total)}</dd>
            </div>
          </dl>
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={blocker !== null}
            aria-describedby={blocker ? `${formId}-blocked` : undefined}
          >
            {placeOrder.isPending ? t.placingOrder : t.placeOrder}
          </button>
          {blocker ? (
            <p id={`${formId}-blocked`} className="checkout-summary__blocked">
              {t.blocked[blocker]}
            </p>
          ) : null}
        </aside>
      </form>
      <ChallengeStatus />
    </section>
  );
}

/** Checkout is made of the cart, which lives in this browser: the server (and hydration) show the page loading, then the browser renders it. */
export default function CheckoutPage() {
  usePageHead({ page: 'checkout' });
  return useHydrated() ? <CheckoutPageView /> : <PageLoading />;
}
