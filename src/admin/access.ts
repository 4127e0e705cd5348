/**
 * What a member of the shop's staff sees in the back office: a screen, a menu link or an action shows when the
 * call it needs allows her role. The roles of each call come from the contract (`x-roles`, generated into
 * generated/roles), the list the server checks on every call: the back office only hides what the server would
 * refuse (docs/decisions/0030-staff-roles.md). Pure, for react-admin's `canAccess` and the menu.
 */
import type { AdminRole, TwoStepStatus } from '../../generated/models';
import { operationRoles, type SecuredOperationId } from '../../generated/roles/operation-roles';

/** The call each screen opens with, by its path under /admin. */
export const SCREEN_CALLS: Record<string, SecuredOperationId> = {
  '/dashboard': 'getDashboardSummary',
  '/addProduct': 'createProductWithVariants',
  '/category': 'addCategory',
  '/products': 'listAdminProducts',
  '/orders': 'listOrders',
  '/returns': 'listReturns',
  '/addCoupon': 'listCoupons',
  '/addcoupon': 'listCoupons',
  '/addDiscount': 'listDiscounts',
  '/shipping': 'listShippingPrices',
  '/customers': 'getCustomer',
  '/synonyms': 'listSynonyms',
  // Everyone who reads the returns policy opens Settings; only the owner edits it and the contact there.
  '/settings': 'getReturnPolicy',
  '/staff': 'listStaff',
  '/activity': 'listActivity',
  '/account': 'listOwnSessions',
  '/categories': 'updateCategory',
  '/tags': 'updateTag',
  '/coupons': 'updateCoupon',
  '/discounts': 'updateDiscount',
};

/** The call behind each react-admin action on a resource; an action not listed needs the resource's list call. */
const ACTION_CALLS: Record<string, Partial<Record<string, SecuredOperationId>>> = {
  products: {
    list: 'listAdminProducts',
    edit: 'updateProduct',
    create: 'createProductWithVariants',
    delete: 'deleteProduct',
  },
  orders: {
    list: 'listOrders',
    show: 'getOrder',
    edit: 'updateOrderStatus',
    delete: 'cancelOrder',
    export: 'exportOrderLines',
  },
  shipping: { list: 'listShippingPrices', edit: 'updateShippingPrice' },
  customers: { list: 'getCustomer', show: 'getCustomer' },
  categories: {
    list: 'updateCategory',
    edit: 'updateCategory',
    create: 'addCategory',
    delete: 'deleteCategoryOrTag',
  },
  tags: { list: 'updateTag', edit: 'updateTag', delete: 'deleteCategoryOrTag' },
  coupons: { list: 'listCoupons', edit: 'updateCoupon', create: 'addCoupon', delete: 'deleteCoupon' },
  discounts: {
    list: 'listDiscounts',
    edit: 'updateDiscount',
    create: 'addDiscount',
    delete: 'deleteDiscount',
  },
  activity: { list: 'listActivity' },
  returns: { list: 'listReturns', show: 'getReturn', create: 'createReturn' },
};

export function mayCall(role: AdminRole, operation: SecuredOperationId): boolean {
  return (operationRoles[operation] as readonly AdminRole[]).includes(role);
}

/** A screen by its path under /admin (`/orders/12/show` is the orders' screen); paths not listed are open. */
export function mayOpen(role: AdminRole, path: string): boolean {
  const screen = SCREEN_CALLS[path] ? path : `/${path.split('/')[1] ?? ''}`;
  const call = SCREEN_CALLS[screen];
  return call === undefined || mayCall(role, call);
}

/** react-admin's question: may this role do `action` on `resource`? Unknown resources are left to the server. */
export function mayDo(role: AdminRole, resource: string, action: string): boolean {
  const calls = ACTION_CALLS[resource];
  if (!calls) return true;
  const call = calls[action] ?? calls.list;
  return call === undefined || mayCall(role, call);
}

/** Where a member lands in the back office: the dashboard, or the orders for a role without the sales figures. */
export function homeOf(role: AdminRole): string {
  return mayOpen(role, '/dashboard') ? '/dashboard' : '/orders';
}

/**
 * The owner requires two-step sign-in and this member has not set it up: the server answers her only on her account
 * page (docs/decisions/0032-two-step-sign-in.md), so the back office shows that page alone.
 */
export function mustSetUpTwoStep(twoStep: TwoStepStatus | undefined): boolean {
  return twoStep?.required === true && !twoStep.enabled;
}

/** The one screen a member who must set up two-step sign-in may open. */
export const TWO_STEP_SETUP_SCREEN = '/account';
