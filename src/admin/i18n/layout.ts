/**
 * The back office's frame: the sidebar's links (the spec's names in English), the app bar, the language switch.
 * English here, Arabic in layout.ar.ts, typed by the English.
 */
import { useAdminTexts } from './use-admin-texts';

const en = {
  /** Sidebar links by path (layout/menu-links.ts lists them in order). */
  menu: {
    '/dashboard': 'Dashboard',
    '/addProduct': 'Add Product',
    '/category': 'Add Category',
    '/products': 'Products',
    '/orders': 'View Orders',
    '/returns': 'Returns',
    '/addCoupon': 'Add Coupon',
    '/addDiscount': 'Add Discount',
    '/shipping': 'Shipping',
    '/synonyms': 'Search synonyms',
    '/settings': 'Settings',
    '/staff': 'Staff',
    '/activity': 'Activity',
    '/account': 'My account',
  } as Record<string, string>,
  /** The browser tab's title. */
  documentTitle: 'Morph back office',
  /** The language switch's hint; its text is the other language's own name. */
  switchLanguage: 'Show the back office in Arabic',
  customers: 'Customers',
  /** A screen the member's role does not allow (layout/screen-guard.tsx). */
  notAllowed: 'Your role in the shop does not allow this screen.',
  /** Any screen but her account page while the owner requires two-step sign-in of her (layout/two-step-gate.tsx). */
  setUpTwoStepFirst: 'Set up two-step sign-in on your account page first.',
};

export type LayoutText = typeof en;
export const LAYOUT_EN = en;

/** The texts in the back office's language. */
export function useLayoutText(): LayoutText {
  return useAdminTexts('layout', en);
}
