/**
 * Order tracking `/track`: the order number and the mobile number used → the order's status timeline
 * (placed, confirmed, shipped, delivered, or cancelled with its reason in the shopper's words), items and totals.
 * A wrong number or mobile is one "not found"; a throttled lookup says how long to wait. Below, the orders this
 * device placed, to reopen their confirmation pages.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from '../../router';
import { useTrackOrder } from '../../../../generated/shop-api/customer/customer';
import type { OrderTracking } from '../../../../generated/models';
import { track as t } from '../../i18n/track';
import { orders as o } from '../../i18n/orders';
import { errorStatus, minutesToWait } from '../orders/api-errors';
import { formatOrderDateTime } from '../orders/order-dates';
import { OrderItems, OrderTimeline, OrderTotals } from '../orders/order-summary';
import { forgetRecentOrders, orderPath, recentOrders, type RecentOrder } from '../orders/recent-orders';
import { LazyReturnsSection } from '../returns/lazy-returns';
import { trackFormSchema, type TrackField, type TrackFormInput, type TrackFormValues } from './track-form';
import '../../styles/fields.css';
import '../checkout/checkout.css';
import '../orders/orders.css';
import './track.css';
import { ChallengeStatus } from '../../components/challenge-status';
import { useHydrated } from '../../components/use-hydrated';
import { PageLoading } from '../../components/page-loading';
import { usePageHead } from '../../components/page-head';

function prefilledNumber(state: unknown): string {
  if (state && typeof state === 'object' && 'orderNumber' in state && typeof state.orderNumber === 'string')
    return state.orderNumber;
  return '';
}

function TrackPageView() {
  const id = useId();
  const location = useLocation();
  const [recent, setRecent] = useState<RecentOrder[]>(() => recentOrders());
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TrackFormInput, unknown, TrackFormValues>({
    resolver: zodResolver(trackFormSchema),
    defaultValues: { orderNumber: prefilledNumber(location.state), mobileNumber: '' },
  });
  const lookup = useTrackOrder();
  // The same look-up again after a return is asked or cancelled (trackOrder is a POST: there is no query to
  // invalidate). Its answer replaces the shown order without moving the focus or hiding the result meanwhile.
  const [reloaded, setReloaded] = useState<OrderTracking | null>(null);
  const reload = useTrackOrder({ mutation: { onSuccess: setReloaded } });
  const found = lookup.data;
  const order = reloaded ?? found;
  const asked = lookup.variables?.data;

  // A found order takes the focus, so the result is read out and in view.
  useEffect(() => {
    if (found) resultHeading.current?.focus();
  }, [found]);

  const onValid = (values: TrackFormValues) => {
    if (lookup.isPending) return;
    setReloaded(null);
    reload.reset();
    lookup.mutate({ data: values });
  };

  const status = errorStatus(lookup.error);
  const failure = !lookup.isError
    ? null
    : status === 404 || status === 400
      ? t.notFound
      : status === 429
        ? t.tooMany(minutesToWait(lookup.error))
        : t.failed;

  const fieldProps = (name: TrackField) => {
    const invalid = Boolean(errors[name]);
    return {
      id: `${id}-${name}`,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? `${id}-${name}-error ${id}-${name}-hint` : `${id}-${name}-hint`,
      ...register(name),
    };
  };
  const fieldError = (name: TrackField) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="field-error">
        {t.fieldErrors[name]}
      </p>
    ) : null;

  const stillToPay = order ? order.status !== 'cancelled' && order.status !== 'delivered' : false;

  return (
    <section className="track-page container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t.title}</h1>
      <p>{t.intro}</p>

      <form
        className="track-form"
        noValidate
        onSubmit={(e) => void handleSubmit(onValid)(e)}
        aria-label={t.title}
      >
        <div className="field">
          <label htmlFor={`${id}-orderNumber`}>{t.orderNumber}</label>
          <input
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            required
            {...fieldProps('orderNumber')}
          />
          <p id={`${id}-orderNumber-hint`} className="field-hint">
            {t.orderNumberHint}
          </p>
          {fieldError('orderNumber')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-mobileNumber`}>{t.mobileNumber}</label>
          <input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
            required
            {...fieldProps('mobileNumber')}
          />
          <p id={`${id}-mobileNumber-hint`} className="field-hint">
            {t.mobileNumberHint}
          </p>
          {fieldError('mobileNumber')}
        </div>
        <button type="submit" className="button button--primary" disabled={lookup.isPending}>
          {lookup.isPending ? t.submitting : t.submit}
        </button>
      </form>

      <div role="alert" className="track-page__failure">
        {failure ? <p className="alert alert--warning">{failure}</p> : null}
      </div>
      <div role="status" className="visually-hidden">
        {order ? `${t.result(order.orderNumber)}: ${o.stages[order.stage]}` : ''}
      </div>

      {order ? (
        <section className="track-result" aria-labelledby={`${id}-result`}>
          <h2 id={`${id}-result`} ref={resultHeading} tabIndex={-1}>
            {t.result(order.orderNumber)}
          </h2>
          <p className="track-result__placed">{t.placedOn(formatOrderDateTime(order.createdAt))}</p>
          <OrderTimeline order={order} />
          <h3>{o.items}</h3>
          <OrderItems items={order.items} />
          <h3>{o.totals}</h3>
          <OrderTotals order={order} payOnDelivery={stillToPay} />
          {asked ? (
            <LazyReturnsSection
              order={order}
              access={{ orderNumber: order.orderNumber, mobileNumber: asked.mobileNumber }}
              level={3}
              onChanged={() => reload.mutate({ data: asked })}
            />
          ) : null}
        </section>
      ) : null}

      {recent.length > 0 ? (
        <section className="track-recent" aria-labelledby={`${id}-recent`}>
          <h2 id={`${id}-recent`}>{t.recentHeading}</h2>
          <p>{t.recentHint}</p>
          <ul>
            {recent.map((r) => (
              <li key={r.orderNumber}>
                <Link to={orderPath(r.orderNumber, r.key)}>{r.orderNumber}</Link>{' '}
                <span className="track-recent__when">{t.recentPlaced(formatOrderDateTime(r.placedAt))}</span>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="track-recent__forget"
            onClick={() => {
              forgetRecentOrders();
              setRecent([]);
            }}
          >
            {t.forgetRecent}
          </button>
        </section>
      ) : null}
      <ChallengeStatus />
    </section>
  );
}

/** The orders this device placed are in its storage, which the server never sees: the server (and hydration) show the page loading, then the browser renders it. */
export default function TrackPage() {
  usePageHead({ page: 'track' });
  return useHydrated() ? <TrackPageView /> : <PageLoading />;
}
