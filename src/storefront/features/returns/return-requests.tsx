/**
 * The order's return and exchange requests, oldest first: the kind and the day it was asked, its status in the
 * shopper's words (the pickup day, the refund and how it was paid, the new order of an exchange, the shop's
 * reason for not accepting it), what comes back and what she gets for an exchange, a small timeline, and
 * "Cancel request" while the shop has not answered (asks first; a 409 says the shop already has).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useCancelShopperReturn } from '../../../../generated/shop-api/returns/returns';
import type { ShopperReturn } from '../../../../generated/models';
import { formatEGP } from '../../../shared/format';
import { colorOf, nameOf } from '../../i18n/catalogue';
import { returns as t } from '../../i18n/returns';
import { errorStatus, minutesToWait } from '../orders/api-errors';
import { formatOrderDateTime } from '../orders/order-dates';
import { shopDate } from '../../../shared/shop-dates';
import { language } from '../../i18n/language';
import { formatPickupDay } from './return-dates';
import { accessBody, accessRequest, type OrderAccess } from './return-form';

type Heading = 'h3' | 'h4' | 'h5';

/** A request's status as the shopper reads it. */
export function statusText(request: ShopperReturn): string {
  switch (request.status) {
    case 'approved':
      return t.status.approved(request.pickupDate ? formatPickupDay(request.pickupDate) : null);
    case 'refunded':
      return t.status.refunded(
        request.refund ? formatEGP(request.refund.amount) : null,
        request.refund ? t.methods[request.refund.method] : null,
      );
    case 'exchanged':
      return t.status.exchanged(request.replacementOrderNumber);
    case 'refused':
      return t.status.refused(request.refuseReason);
    default:
      return t.status[request.status]();
  }
}

export type Notice = { kind: 'status' | 'alert'; text: string } | null;

export function ReturnRequests({
  requests,
  access,
  heading: H,
  onCancelled,
  onNotice,
}: {
  requests: readonly ShopperReturn[];
  access: OrderAccess;
  heading: Heading;
  /** The request as the server answered the cancel (null after a 409: the page should look again). */
  onCancelled: (request: ShopperReturn | null) => void;
  onNotice: (notice: Notice) => void;
}) {
  const id = useId();
  const [asking, setAsking] = useState<number | null>(null);
  const askRef = useRef<HTMLParagraphElement>(null);
  const cancelButtons = useRef(new Map<number, HTMLButtonElement>());
  const cancel = useCancelShopperReturn({
    request: accessRequest(access),
    mutation: {
      onSuccess: (cancelled) => {
        setAsking(null);
        onNotice({ kind: 'status', text: t.cancelledNow });
        onCancelled(cancelled);
      },
      onError: (error) => {
        setAsking(null);
        const status = errorStatus(error);
        if (status === 409) {
          onNotice({ kind: 'alert', text: t.cancelTooLate });
          onCancelled(null);
        } else if (status === 429) onNotice({ kind: 'alert', text: t.tooMany(minutesToWait(error)) });
        else if (status === 404) onNotice({ kind: 'alert', text: t.notFound });
        else onNotice({ kind: 'alert', text: t.failed });
      },
    },
  });

  useEffect(() => {
    if (asking !== null) askRef.current?.focus();
  }, [asking]);

  const Sub = H === 'h3' ? 'h4' : H === 'h4' ? 'h5' : 'h6';

  return (
    <section className="return-requests" aria-labelledby={`${id}-title`}>
      <H id={`${id}-title`}>{t.requestsHeading}</H>
      <ul className="return-requests__list">
        {requests.map((request) => {
          const base = `${id}-${request.id}`;
          return (
            <li key={request.id} className={`return-request return-request--${request.status}`}>
              <article aria-labelledby={`${base}-title`}>
                <Sub id={`${base}-title`} className="return-request__title">
                  {t.requestTitle(request.kind, shopDate(request.createdAt, language()))}
                </Sub>
                <p className="return-request__status">
                  <span className="return-request__status-label">{t.statusLabel}: </span>
                  <strong>{statusText(request)}</strong>
                </p>
                <ul className="return-request__items" aria-label={t.sendBack}>
                  {request.items.map((item) => (
                    <li key={item.orderItemId}>
                      <span className="return-request__item">
                        {t.itemLine(nameOf(item), colorOf(item), item.size, item.quantity)}
                      </span>
                      {item.wanted ? (
                        <span className="return-request__wanted">
                          {t.youGet(colorOf(item.wanted), item.wanted.size)}
                        </span>
                      ) : null}
                      <span className="return-request__reason">{t.reasonIs(t.reasons[item.reason])}</span>
                    </li>
                  ))}
                </ul>
                <ol className="return-timeline" aria-label={t.timeline}>
                  {request.timeline.map((step, i) => (
                    <li key={`${step.status}-${i}`}>
                      <span className="return-timeline__label">{t.steps[step.status]}</span>{' '}
                      <time dateTime={step.at}>{formatOrderDateTime(step.at)}</time>
                    </li>
                  ))}
                </ol>
                {request.canCancel && asking !== request.id ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    ref={(el) => {
                      if (el) cancelButtons.current.set(request.id, el);
                      else cancelButtons.current.delete(request.id);
                    }}
                    disabled={cancel.isPending}
                    onClick={() => {
                      onNotice(null);
                      setAsking(request.id);
                    }}
                  >
                    {t.cancelRequest}
                  </button>
                ) : null}
                {request.canCancel && asking === request.id ? (
                  <div
                    className="return-request__ask"
                    role="group"
                    aria-labelledby={`${base}-ask`}
                    aria-describedby={`${base}-ask-text`}
                  >
                    <p id={`${base}-ask`} ref={askRef} tabIndex={-1} className="return-request__question">
                      {t.cancelQuestion}
                    </p>
                    <p id={`${base}-ask-text`}>{t.cancelExplain}</p>
                    <div className="return-form__actions">
                      <button
                        type="button"
                        className="button button--primary"
                        disabled={cancel.isPending}
                        onClick={() => cancel.mutate({ id: request.id, data: accessBody(access) })}
                      >
                        {cancel.isPending ? t.cancelling : t.cancelYes}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={cancel.isPending}
                        onClick={() => {
                          setAsking(null);
                          requestAnimationFrame(() => cancelButtons.current.get(request.id)?.focus());
                        }}
                      >
                        {t.cancelNo}
                      </button>
                    </div>
                  </div>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
