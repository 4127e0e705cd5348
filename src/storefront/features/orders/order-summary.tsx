/**
 * What the confirmation page and /track both show of an order: its status timeline, its items and its totals
 * (docs/product.md#order-pages). Amounts are the server's; nothing is recomputed here.
 */
import type { OrderTracking, ShopperOrderItem, TrackingStep } from '../../../../generated/models';
import { formatDeduction, formatEGP } from '../../../shared/format';
import { colorOf, nameOf } from '../../i18n/catalogue';
import { orders as t } from '../../i18n/orders';
import { formatOrderDateTime } from './order-dates';

/** A step's name, with who took the order there when it matters: "Confirmed by you", "Cancelled by the shop". */
function stepLabel(step: TrackingStep): string {
  if (step.by && (step.status === 'processing' || step.status === 'cancelled'))
    return t.stepBy[step.status][step.by];
  return t.steps[step.status];
}

/** Placed, confirmed, shipped, delivered — or the steps reached, then cancelled with its reason. */
export function OrderTimeline({ order }: { order: Pick<OrderTracking, 'timeline' | 'cancelReason'> }) {
  const steps: TrackingStep[] = order.timeline;
  let current = -1;
  steps.forEach((step, i) => {
    if (step.at) current = i;
  });
  return (
    <ol className="order-timeline" aria-label={t.timeline}>
      {steps.map((step, i) => {
        const reached = Boolean(step.at);
        const cancelled = step.status === 'cancelled';
        const reason = step.reason ?? (cancelled ? order.cancelReason : null);
        return (
          <li
            key={`${step.status}-${i}`}
            className={[
              'order-timeline__step',
              reached ? 'order-timeline__step--done' : 'order-timeline__step--todo',
              cancelled ? 'order-timeline__step--cancelled' : '',
            ]
              .filter(Boolean)
              .join(' ')}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="order-timeline__label">{stepLabel(step)}</span>{' '}
            <span className="order-timeline__when">
              {step.at ? <time dateTime={step.at}>{formatOrderDateTime(step.at)}</time> : t.notYet}
            </span>
            {cancelled ? (
              <p className="order-timeline__reason">{reason ? t.reasons[reason] : t.cancelledNoReason}</p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

export function OrderItems({ items }: { items: readonly ShopperOrderItem[] }) {
  return (
    <ul className="order-items">
      {items.map((item, i) => (
        // The names kept on the line, in the page's language (the Arabic the shop wrote then, else the English).
        <li key={`${item.name}-${item.color}-${item.size}-${i}`} className="order-items__line">
          {item.imageUrl ? (
            <img className="order-items__image" src={item.imageUrl} alt="" width={64} height={80} />
          ) : (
            <span className="order-items__image" aria-hidden="true" />
          )}
          <span className="order-items__text">
            <span className="order-items__name">{nameOf(item)}</span>
            <span className="order-items__options">{t.itemOptions(colorOf(item), item.size)}</span>
            <span className="order-items__options">{t.quantity(item.quantity)}</span>
          </span>
          <span className="order-items__price">{formatEGP(item.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}

export function OrderTotals({
  order,
  couponCode = null,
  payOnDelivery,
}: {
  order: Pick<
    OrderTracking,
    'subtotal' | 'productDiscount' | 'couponDiscount' | 'shippingPrice' | 'totalPrice'
  >;
  couponCode?: string | null;
  /** Still to be paid to the courier: the total says so. */
  payOnDelivery: boolean;
}) {
  return (
    <dl className="order-totals">
      <div>
        <dt>{t.subtotal}</dt>
        <dd>{formatEGP(order.subtotal)}</dd>
      </div>
      {order.productDiscount > 0 ? (
        <div>
          <dt>{t.productDiscounts}</dt>
          <dd>{formatDeduction(order.productDiscount)}</dd>
        </div>
      ) : null}
      {order.couponDiscount > 0 ? (
        <div>
          <dt>{t.coupon(couponCode)}</dt>
          <dd>{formatDeduction(order.couponDiscount)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t.shipping}</dt>
        <dd>{formatEGP(order.shippingPrice)}</dd>
      </div>
      <div className="order-totals__total">
        <dt>{payOnDelivery ? t.total : t.totalPaid}</dt>
        <dd>{formatEGP(order.totalPrice)}</dd>
      </div>
    </dl>
  );
}
