/**
 * /cart (docs/product.md#cart): the lines refreshed from the server, quantity and remove,
 * a coupon priced by the server, the totals, and the way to checkout. The coupon is kept with the cart and
 * checked with the server again when the page loads and after every change; when it no longer
 * applies it is dropped with the server's reason.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '../../router';
import { useApplyCoupon } from '../../../../generated/shop-api/customer/customer';
import { formatDeduction, formatEGP } from '../../../shared/format';
import { cart as t } from '../../i18n/cart';
import { isClientError } from '../../query-client';
import { loadAppliedCoupon, saveAppliedCoupon, type AppliedCoupon } from './applied-coupon';
import { useCart } from './cart-context';
import { CartLineItem } from './cart-line-item';
import { cartSignature, serverReason, storedName, summarizeCart } from './cart-lines';
import type { CheckoutHandoff } from './checkout-handoff';
import { CouponForm } from './coupon-form';
import { useCartLines } from './use-cart-lines';
import './cart.css';
import { nameOf } from '../../i18n/catalogue';
import { ChallengeStatus } from '../../components/challenge-status';
import { useHydrated } from '../../components/use-hydrated';
import { PageLoading } from '../../components/page-loading';
import { usePageHead } from '../../components/page-head';

function CartPageView() {
  const { items, updateQuantity, remove } = useCart();
  const navigate = useNavigate();
  const { lines, isLoading, failedCount, allFailed, unavailableCount, retry } = useCartLines(items);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [proceedError, setProceedError] = useState<string | null>(null);

  const [applied, setAppliedState] = useState<AppliedCoupon | null>(() => loadAppliedCoupon());
  const setApplied = (next: AppliedCoupon | null) => {
    setAppliedState(next);
    saveAppliedCoupon(next);
  };
  const [couponError, setCouponError] = useState<string | null>(null);
  const applyCoupon = useApplyCoupon();
  const recheckCoupon = useApplyCoupon();

  const signature = cartSignature(items);
  // A coupon priced for another cart (a quantity changed since) does not count until the server prices it again.
  const coupon = applied && applied.signature === signature ? applied.result : null;
  const couponStale = applied !== null && coupon === null;
  const summary = summarizeCart(lines, { couponPercentage: coupon?.couponPercentage ?? 0 });
  const readyLines = lines.filter((l) => l.kind === 'ready');
  const couponItems = readyLines.map((l) => ({ productId: l.line.id, quantity: l.line.quantity }));
  // Until every line's product has loaded, a total would be wrong: it shows as pending instead.
  const money = (amount: number) => (isLoading ? '…' : formatEGP(amount));
  const deduction = (amount: number) => (isLoading ? '…' : formatDeduction(amount));

  // The cart the kept coupon was last checked for (null: not yet on this visit), and the cart shown now, so an
  // answer for a cart that has changed since is ignored.
  const checkedFor = useRef<string | null>(null);
  const current = useRef(signature);
  current.current = signature;

  useEffect(() => {
    if (!applied || isLoading || couponItems.length === 0 || checkedFor.current === signature) return;
    checkedFor.current = signature;
    const code = applied.result.couponCode;
    const priced = signature;
    recheckCoupon.mutate(
      { data: { couponCode: code, items: couponItems } },
      {
        onSuccess: (result) => {
          if (current.current === priced) setApplied({ result, signature: priced });
        },
        onError: (error) => {
          if (current.current !== priced) return;
          if (!isClientError(error)) {
            // The server could not answer: the coupon stays kept, and is checked again at the next change.
            checkedFor.current = null;
            return;
          }
          setApplied(null);
          setCouponError(t.coupon.noLongerApplies(code, serverReason(error) ?? t.coupon.failed));
        },
      },
    );
    // Runs when the kept coupon, the cart or its loading changes; couponItems follows the cart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applied, signature, isLoading, couponItems.length]);

  const onApply = (code: string) => {
    setCouponError(null);
    const priced = signature;
    applyCoupon.mutate(
      { data: { couponCode: code, items: couponItems } },
      {
        onSuccess: (result) => {
          checkedFor.current = priced;
          setApplied({ result, signature: priced });
        },
        onError: (error) => {
          setApplied(null);
          setCouponError(serverReason(error) ?? t.coupon.failed);
        },
      },
    );
  };

  const onRemove = (index: number) => {
    const resolved = lines[index];
    if (!resolved) return;
    const name =
      resolved.kind === 'ready' || resolved.kind === 'soldOut'
        ? nameOf(resolved.product)
        : (storedName(resolved.line) ?? t.unknownProduct);
    remove(resolved.line);
    setAnnouncement(t.removed(name));
    setProceedError(null);
    // The button that had focus is gone: bring the shopper back to the top of the cart.
    headingRef.current?.focus();
  };

  const onProceed = () => {
    // docs/product.md#cart. The empty cart has its own view without this button, so this only guards against a stale click.
    if (items.length === 0) {
      setProceedError(t.emptyError);
      return;
    }
    if (unavailableCount > 0) {
      setProceedError(t.removeUnavailable);
      return;
    }
    setProceedError(null);
    const state: CheckoutHandoff = {
      items,
      couponCode: coupon?.couponCode ?? null,
      discountAmount: summary.couponDiscount,
      totalAfterDiscount: summary.totalAfterDiscount,
      couponPercentage: summary.couponPercentage,
    };
    navigate('/checkout', { state });
  };

  return (
    <section className="cart-page container" aria-labelledby="cart-heading">
      <h1 id="cart-heading" ref={headingRef} tabIndex={-1}>
        {t.title}
      </h1>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      {items.length === 0 ? (
        <div className="empty-state">
          <h2>{t.emptyHeading}</h2>
          <p>{t.emptyHint}</p>
          <Link className="button button--primary" to="/shop">
            {t.continueShopping}
          </Link>
        </div>
      ) : allFailed ? (
        <div className="alert alert--warning" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            {t.retry}
          </button>
        </div>
      ) : (
        <div className="cart-layout">
          <div className="cart-layout__lines">
            {failedCount > 0 ? (
              <div className="alert alert--warning" role="status">
                <p>{t.partialLoad(failedCount)}</p>
                <button type="button" className="link-button" onClick={retry}>
                  {t.retry}
                </button>
              </div>
            ) : null}
            <ul className="cart-lines" aria-busy={isLoading}>
              {lines.map((resolved, index) => (
                <CartLineItem
                  key={resolved.key}
                  resolved={resolved}
                  money={summary.lines.get(resolved.key)}
                  onQuantity={(quantity) => updateQuantity(resolved.line, quantity)}
                  onRemove={() => onRemove(index)}
                />
              ))}
            </ul>
          </div>

          <aside className="cart-summary" aria-labelledby="cart-summary-heading">
            <h2 id="cart-summary-heading">{t.summary.heading}</h2>
            <CouponForm
              pending={applyCoupon.isPending}
              disabled={readyLines.length === 0}
              error={couponError}
              message={
                coupon
                  ? t.coupon.applied(coupon.couponCode, coupon.couponPercentage)
                  : couponStale && recheckCoupon.isPending
                    ? t.coupon.checking(applied.result.couponCode)
                    : couponStale
                      ? t.coupon.changed
                      : null
              }
              onApply={onApply}
            />
            <dl className="summary-rows" aria-busy={isLoading}>
              <div>
                <dt>{t.summary.subtotal}</dt>
                <dd>{money(summary.subtotal)}</dd>
              </div>
              {summary.productDiscount > 0 ? (
                <div>
                  <dt>{t.summary.productDiscounts}</dt>
                  <dd>{deduction(summary.productDiscount)}</dd>
                </div>
              ) : null}
              {coupon ? (
                <div>
                  <dt>{t.summary.coupon(coupon.couponCode)}</dt>
                  <dd>{deduction(summary.couponDiscount)}</dd>
                </div>
              ) : null}
              <div className="summary-rows__total">
                <dt>{t.summary.total}</dt>
                <dd>{money(summary.totalAfterDiscount)}</dd>
              </div>
            </dl>
            <p className="cart-summary__note">{t.summary.shippingNote}</p>
            {proceedError ? (
              <p className="form-error" role="alert">
                {proceedError}
              </p>
            ) : null}
            <button type="button" className="button button--primary button--block" onClick={onProceed}>
              {t.proceed}
            </button>
          </aside>
        </div>
      )}
      <ChallengeStatus />
    </section>
  );
}

/** The cart lives in this browser: the server (and hydration) show the page loading, then the browser renders it. */
export default function CartPage() {
  usePageHead({ page: 'cart' });
  return useHydrated() ? <CartPageView /> : <PageLoading />;
}
