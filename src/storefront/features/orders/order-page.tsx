/**
 * The confirmation page `/orders/{orderNumber}#key=…`: the order's number, items with colour and size,
 * totals, governorate and address, what happens next, a "Confirm on WhatsApp" link to the shop, print, and while
 * it is pending the shopper's own confirm and cancel (cancel asks first). Opened with the order's secret key,
 * from the URL's fragment or, failing that, from the orders this device remembers (recent-orders.ts); a missing
 * or wrong key shows "not found" with a way to /track.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useParams } from '../../router';
import {
  getGetShopperOrderQueryKey,
  useCancelShopperOrder,
  useConfirmShopperOrder,
  useGetShopperOrder,
} from '../../../../generated/shop-api/customer/customer';
import type { ShopperOrder } from '../../../../generated/models';
import { formatEGP } from '../../../shared/format';
import { governorateOf } from '../../i18n/catalogue';
import { contact as contactTexts } from '../../i18n/contact';
import { orders as t } from '../../i18n/orders';
import { ContactWays } from '../contact/contact-ways';
import { whatsappLink } from '../contact/shop-contact';
import { useShopContact } from '../contact/use-shop-contact';
import { LazyReturnsSection } from '../returns/lazy-returns';
import { useShopReturnPolicy } from '../returns/use-shop-return-policy';
import { errorStatus, minutesToWait } from './api-errors';
import { formatOrderDateTime } from './order-dates';
import { OrderItems, OrderTimeline, OrderTotals } from './order-summary';
import { isOrderKey, isOrderNumber, orderKeyFromHash, recentOrderKey, rememberOrder } from './recent-orders';
import { usePageHead } from '../../components/page-head';
import './orders.css';
import { useHydrated } from '../../components/use-hydrated';
import { PageLoading } from '../../components/page-loading';

function OrderPageView() {
  const { orderNumber = '' } = useParams();
  // A page per order: another order's link starts afresh.
  return <OrderView key={orderNumber} orderNumber={orderNumber} />;
}

type Notice = { kind: 'status' | 'alert'; text: string } | null;

function OrderView({ orderNumber }: { orderNumber: string }) {
  const location = useLocation();
  // Read once: an in-page link (the skip link, the footer's #contact) replaces the fragment later.
  const [key] = useState(() => orderKeyFromHash(location.hash) ?? recentOrderKey(orderNumber));
  const openable = isOrderNumber(orderNumber) && key !== null && isOrderKey(key);
  const request = { headers: { 'X-Order-Key': key ?? '' } };
  // The key is part of what the answer depends on (a wrong one is a 404).
  const queryKey = [...getGetShopperOrderQueryKey(orderNumber), key] as const;
  const queryClient = useQueryClient();
  const query = useGetShopperOrder(orderNumber, {
    query: { enabled: openable, queryKey, staleTime: 0 },
    request,
  });
  const order = query.data;

  useEffect(() => {
    if (order && key) rememberOrder({ orderNumber: order.orderNumber, key, placedAt: order.createdAt });
  }, [order, key]);

  const missing = !openable || errorStatus(query.error) === 404 || errorStatus(query.error) === 400;
  // Never indexed, found or not (robots noindex).
  usePageHead({ page: 'order', orderNumber, missing });

  if (missing) return <OrderNotFound />;

  if (query.isError) {
    const tooMany = errorStatus(query.error) === 429;
    return (
      <section className="order-page container" aria-labelledby="order-error-title">
        <h1 id="order-error-title">{t.title(orderNumber)}</h1>
        <p className="alert alert--warning" role="alert">
          {tooMany ? t.tooMany(minutesToWait(query.error)) : t.loadFailed}
        </p>
        {!tooMany ? (
          <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
            {t.retry}
          </button>
        ) : null}
      </section>
    );
  }

  if (!order) {
    return (
      <section className="order-page container" aria-busy="true">
        <div className="page-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t.loading}</span>
        </div>
      </section>
    );
  }

  return (
    <OrderDetails
      order={order}
      orderKey={key ?? ''}
      request={request}
      onChanged={(changed) => queryClient.setQueryData(queryKey, changed)}
      refetch={() => void query.refetch()}
      // A return asked or cancelled changes the order's requests and what may still be returned.
      reload={() => void queryClient.invalidateQueries({ queryKey: getGetShopperOrderQueryKey(orderNumber) })}
    />
  );
}

function OrderNotFound() {
  return (
    <section className="order-page order-page--missing container" aria-labelledby="order-missing-title">
      <h1 id="order-missing-title">{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <p>
        <Link to="/track" className="button button--primary">
          {t.trackLink}
        </Link>
      </p>
    </section>
  );
}

function OrderDetails({
  order,
  orderKey,
  request,
  onChanged,
  refetch,
  reload,
}: {
  order: ShopperOrder;
  orderKey: string;
  request: { headers: Record<string, string> };
  onChanged: (order: ShopperOrder) => void;
  refetch: () => void;
  reload: () => void;
}) {
  const id = useId();
  const contact = useShopContact();
  const returnTerms = useShopReturnPolicy();
  const [notice, setNotice] = useState<Notice>(null);
  const [asking, setAsking] = useState(false);
  const askRef = useRef<HTMLHeadingElement>(null);
  const cancelButtonRef = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const failed = (error: unknown) => {
    const status = errorStatus(error);
    if (status === 409) {
      setNotice({ kind: 'alert', text: t.tooLate });
      refetch();
    } else if (status === 429) setNotice({ kind: 'alert', text: t.tooMany(minutesToWait(error)) });
    else setNotice({ kind: 'alert', text: t.actionFailed });
  };
  const confirm = useConfirmShopperOrder({
    request,
    mutation: {
      onSuccess: (changed) => {
        onChanged(changed);
        setNotice({ kind: 'status', text: t.confirmedNow });
      },
      onError: failed,
    },
  });
  const cancel = useCancelShopperOrder({
    request,
    mutation: {
      onSuccess: (changed) => {
        onChanged(changed);
        setAsking(false);
        setNotice({ kind: 'status', text: t.cancelledNow });
      },
      onError: (error) => {
        setAsking(false);
        failed(error);
      },
    },
  });
  const busy = confirm.isPending || cancel.isPending;

  // The question takes the focus when it opens; the notice after an answer, so it is read out and seen.
  useEffect(() => {
    if (asking) askRef.current?.focus();
  }, [asking]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const pending = order.status === 'pending';
  const cancelled = order.status === 'cancelled';
  const stillToPay = !cancelled && order.status !== 'delivered';
  const whatsapp = whatsappLink(contact.whatsapp, contactTexts.whatsappOrderMessage(order.orderNumber));

  return (
    <section className="order-page container" aria-labelledby={`${id}-title`}>
      <header className="order-page__header">
        <h1 id={`${id}-title`}>
          {order.stage === 'placed' ? t.placedTitle(order.firstName) : t.title(order.orderNumber)}
        </h1>
        <p className="order-page__number">
          {t.orderNumber}: <strong>{order.orderNumber}</strong>
        </p>
        <p className="order-page__placed">{t.placedOn(formatOrderDateTime(order.createdAt))}</p>
        {pending ? <p className="order-page__keep">{t.keepNumber}</p> : null}
      </header>

      {/* Live regions, always there so their news is read out; the notice takes the focus when it changes. */}
      <div ref={noticeRef} tabIndex={-1} className="order-page__notice">
        <div role="status">
          {notice?.kind === 'status' ? <p className="alert alert--success">{notice.text}</p> : null}
        </div>
        <div role="alert">
          {notice?.kind === 'alert' ? <p className="alert alert--warning">{notice.text}</p> : null}
        </div>
      </div>

      <div className="order-page__actions">
        {order.canConfirm && whatsapp ? (
          <a className="button button--primary" href={whatsapp} target="_blank" rel="noopener noreferrer">
            {t.whatsappConfirm}
            <span className="visually-hidden"> {contactTexts.newTab}</span>
          </a>
        ) : null}
        {order.canConfirm ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => confirm.mutate({ orderNumber: order.orderNumber })}
          >
            {confirm.isPending ? t.confirming : t.confirm}
          </button>
        ) : null}
        {order.canCancel && !asking ? (
          <button
            ref={cancelButtonRef}
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => {
              setNotice(null);
              setAsking(true);
            }}
          >
            {t.cancel}
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t.print}
        </button>
      </div>

      {asking ? (
        <section
          className="order-page__ask"
          aria-labelledby={`${id}-ask`}
          aria-describedby={`${id}-ask-text`}
        >
          <h2 id={`${id}-ask`} ref={askRef} tabIndex={-1}>
            {t.cancelQuestion(order.orderNumber)}
          </h2>
          <p id={`${id}-ask-text`}>{t.cancelExplain}</p>
          <div className="order-page__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => cancel.mutate({ orderNumber: order.orderNumber })}
            >
              {cancel.isPending ? t.cancelling : t.cancelYes}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => {
                setAsking(false);
                // Back where the shopper was.
                requestAnimationFrame(() => cancelButtonRef.current?.focus());
              }}
            >
              {t.cancelNo}
            </button>
          </div>
        </section>
      ) : null}

      {order.stage === 'confirmed' && order.customerConfirmedAt ? (
        <p className="order-page__confirmed">
          {t.confirmedByYou(formatOrderDateTime(order.customerConfirmedAt))}
        </p>
      ) : null}

      <section className="order-page__section" aria-labelledby={`${id}-status`}>
        <h2 id={`${id}-status`}>{t.status}</h2>
        <OrderTimeline order={order} />
      </section>

      <LazyReturnsSection
        order={order}
        access={{ orderNumber: order.orderNumber, key: orderKey }}
        onChanged={reload}
      />

      {!cancelled ? (
        <section className="order-page__section" aria-labelledby={`${id}-next`}>
          <h2 id={`${id}-next`}>{t.nextHeading}</h2>
          <ul className="order-page__next">
            {order.stage === 'placed' ? <li>{t.next.confirm}</li> : null}
            {stillToPay ? <li>{t.next.pay(formatEGP(order.totalPrice))}</li> : null}
            <li>
              {t.next.returns(returnTerms.windowDays)} <Link to="/returns">{t.next.returnsLink}</Link>
            </li>
          </ul>
        </section>
      ) : null}

      <section className="order-page__section" aria-labelledby={`${id}-items`}>
        <h2 id={`${id}-items`}>{t.items}</h2>
        <OrderItems items={order.items} />
      </section>

      <section className="order-page__section" aria-labelledby={`${id}-totals`}>
        <h2 id={`${id}-totals`}>{t.totals}</h2>
        <OrderTotals order={order} couponCode={order.couponCode} payOnDelivery={stillToPay} />
      </section>

      <section className="order-page__section" aria-labelledby={`${id}-delivery`}>
        <h2 id={`${id}-delivery`}>{t.delivery}</h2>
        <dl className="order-page__delivery">
          <div>
            <dt>{t.deliverTo}</dt>
            <dd>
              {order.firstName} {order.lastName}
            </dd>
          </div>
          <div>
            <dt>{t.governorate}</dt>
            <dd>{governorateOf(order.city)}</dd>
          </div>
          <div>
            <dt>{t.address}</dt>
            <dd>{order.address}</dd>
          </div>
          {order.anotherAddress ? (
            <div>
              <dt>{t.anotherAddress}</dt>
              <dd>{order.anotherAddress}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      <section className="order-page__section order-page__contact" aria-labelledby={`${id}-contact`}>
        <h2 id={`${id}-contact`}>{t.questions}</h2>
        <ContactWays contact={contact} withAddress={false} />
        <p className="order-page__more">
          <Link to="/shop">{t.continueShopping}</Link>
        </p>
      </section>
    </section>
  );
}

/** The order's key is in the URL's fragment or this browser's storage, which the server never sees: the server (and hydration) show the page loading, then the browser renders it. */
export default function OrderPage() {
  return useHydrated() ? <OrderPageView /> : <PageLoading />;
}
