/**
 * Whether a page scrolls sideways: `document.documentElement.scrollWidth` must not exceed `innerWidth`. A failure
 * names the elements that reach past the right (or left) edge. Shared by the storefront walks at 320 and 390 px
 * (no-horizontal-scroll.spec.ts) and at 1366 px (accessibility.spec.ts, one visit per page for both checks).
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The widest elements sticking out of the viewport ("tag.class 420px"), for the failure message. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > limit + 0.5 || box.left < -0.5);
      })
      .filter((el) => {
        // Inside a horizontal scroller (a product row), sticking out is the point.
        for (let p = el.parentElement; p; p = p.parentElement) {
          const style = getComputedStyle(p);
          if (style.overflowX === 'auto' || style.overflowX === 'scroll' || style.overflowX === 'hidden')
            return false;
        }
        return true;
      })
      .slice(0, 8)
      .map((el) => {
        const box = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(box.left)}→${Math.round(box.right)}px`;
      });
  });
}

/** A soft assertion that the page, as it is now (loaded and settled by the caller), does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect
    .soft(scrollWidth, `${what}: ${(await overflowing(page)).join(', ')}`)
    .toBeLessThanOrEqual(innerWidth);
}

/** The storefront's pages with a heading of their own, English and Arabic, for the walks. */
export const STOREFRONT_ROUTES: { name: string; path: string; heading: string | RegExp }[] = [
  { name: 'home', path: '/', heading: 'Less effort, More impression' },
  { name: 'shop', path: '/shop', heading: 'Shop' },
  { name: 'terms', path: '/terms', heading: 'Terms & Conditions' },
  { name: 'privacy', path: '/privacy', heading: 'Privacy Policy' },
  { name: 'returns', path: '/returns', heading: 'Return Policy' },
  { name: 'login', path: '/login', heading: 'Admin Login' },
  { name: 'not found', path: '/no-such-page', heading: 'Page not found' },
  // The tracking page, and the Arabic (right-to-left) pages.
  { name: 'track', path: '/track', heading: 'Track your order' },
  { name: 'Arabic home', path: '/ar', heading: 'مجهود أقل، انطباع أكبر' },
  { name: 'Arabic shop', path: '/ar/shop', heading: 'المتجر' },
  { name: 'Arabic tracking', path: '/ar/track', heading: 'تتبعي طلبك' },
];
