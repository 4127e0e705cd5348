/**
 * The returns section as the order pages use it: its code, texts and CSS are a chunk of their own, fetched only
 * for a delivered order, so neither the first visit nor an order on its way downloads them.
 */
import { lazy, Suspense } from 'react';
import type { ReturnsSectionProps } from './returns-section';

// Its Arabic texts come with the orders' (i18n/ar/orders.ts re-exports ar/returns.ts), which both order routes load
// before they render: a loader of its own would cost the first visit's language module a few bytes.
const ReturnsSection = lazy(() => import('./returns-section'));

export function LazyReturnsSection(props: ReturnsSectionProps) {
  if (props.order.status !== 'delivered') return null;
  return (
    <Suspense fallback={null}>
      <ReturnsSection {...props} />
    </Suspense>
  );
}
