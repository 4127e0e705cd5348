/**
 * The returns section as the order pages use it: its code, texts and CSS are a chunk of their own, fetched only
 * for a delivered order (with its Arabic texts on an Arabic page), so neither the first visit nor an order on its
 * way downloads them.
 */
import { lazy, Suspense } from 'react';
import { loadArabicTexts } from '../../i18n/language';
import type { ReturnsSectionProps } from './returns-section';

const ReturnsSection = lazy(() =>
  Promise.all([import('./returns-section'), loadArabicTexts('returns')]).then(([module]) => module),
);

export function LazyReturnsSection(props: ReturnsSectionProps) {
  if (props.order.status !== 'delivered') return null;
  return (
    <Suspense fallback={null}>
      <ReturnsSection {...props} />
    </Suspense>
  );
}
