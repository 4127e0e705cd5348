/**
 * Every route of the back office, in one list: `app.tsx` builds its resources and pages from it, and the browser
 * tests that must visit every admin route (tests/e2e/admin-thumb-targets.spec.ts) read it, so a new screen is
 * never forgotten by either. Pure data: the tests import it outside React.
 */

/** A react-admin resource's views and the paths they answer (react-admin's own). */
export type ResourceView = 'list' | 'edit' | 'show';

export const ADMIN_RESOURCES = {
  products: ['list'],
  orders: ['list', 'show', 'edit'],
  shipping: ['list'],
  customers: ['list', 'show'],
  categories: ['edit'],
  tags: ['edit'],
  coupons: ['edit'],
  discounts: ['edit'],
  activity: ['list'],
  returns: ['list', 'show'],
} as const satisfies Record<string, readonly ResourceView[]>;

export type AdminResource = keyof typeof ADMIN_RESOURCES;

/** The stand-alone pages inside the layout (the spec's URLs: /addcoupon and /addCoupon are both its). */
export const ADMIN_PAGES = [
  '/dashboard',
  '/addProduct',
  '/category',
  '/addcoupon',
  '/addCoupon',
  '/addDiscount',
  '/settings',
  '/synonyms',
  '/staff',
  '/account',
] as const;

export type AdminPage = (typeof ADMIN_PAGES)[number];

/** Pages printed without the layout. */
export const ADMIN_PRINT_PAGES = ['/orders/:id/slip', '/orders/slips'] as const;

export type AdminPrintPage = (typeof ADMIN_PRINT_PAGES)[number];

const VIEW_PATH: Record<ResourceView, (resource: string) => string> = {
  list: (resource) => `/${resource}`,
  edit: (resource) => `/${resource}/:id`,
  show: (resource) => `/${resource}/:id/show`,
};

/** Every route under /admin, with `:id` where a record's id goes. */
export function adminRoutePaths(): string[] {
  const resources = Object.entries(ADMIN_RESOURCES).flatMap(([resource, views]) =>
    views.map((view) => VIEW_PATH[view](resource)),
  );
  return ['/', ...ADMIN_PAGES, ...resources, ...ADMIN_PRINT_PAGES];
}
