/**
 * The owner's activity log (/admin/activity, resources/activity/), in English (the Arabic is in activity.ar.ts,
 * typed by this one). The operations and subjects are typed by the contract's enums: a call added to the log
 * without its words here does not compile.
 */
import type { ActivityOperation, ActivitySubject } from '../../../generated/models';
import { CANCEL_REASON_LABELS, type CancelReason } from '../../shared/order-lifecycle';
import { useAdminTexts } from './use-admin-texts';

/** The fields an entry's changes name (the server's `field`) that have words; any other shows as written. */
export type ActivityField =
  | 'name'
  | 'nameAr'
  | 'description'
  | 'descriptionAr'
  | 'sizeGuide'
  | 'imageUrl'
  | 'price'
  | 'previousPrice'
  | 'isActive'
  | 'stock'
  | 'status'
  | 'cancelReason'
  | 'role'
  | 'suspended'
  | 'otherSessions'
  | 'recoveryCodes'
  | 'twoStep'
  | 'twoStepRequired'
  | 'copyOf'
  | 'deleted'
  | 'words'
  | 'code'
  | 'percentage'
  | 'minOrderValue'
  | 'maxUsage'
  | 'startDate'
  | 'endDate'
  | 'on'
  | 'shippingPrice'
  | 'whatsapp'
  | 'phone'
  | 'email'
  | 'facebook'
  | 'instagram'
  | 'tiktok'
  | 'address';

/** The filters of an export as its entry keeps them (its query string). */
export type ExportFilterKey = 'status' | 'startDate' | 'endDate' | 'q' | 'cancelReason';

const en = {
  title: 'Activity',
  when: 'When',
  member: 'Member',
  what: 'What',
  changes: 'Changes',
  address: 'Address',
  /** The filters. */
  memberFilter: 'Member',
  everyone: 'Everyone',
  subjectFilter: 'About',
  everything: 'Everything',
  from: 'From',
  to: 'To',
  empty: 'Nothing recorded yet. Every change made in the back office, and every export, will show here.',
  noMatch: 'No activity matches these filters.',
  loadFailed: 'Could not load the activity. Please try again.',
  /** A member who has since been removed from the staff (the entry keeps her name). */
  removed: 'no longer on the staff',
  /** Where a value was none (a new price, a removed limit). */
  none: '—',
  arrow: '→',
  yes: 'Yes',
  no: 'No',
  suspended: 'Suspended',
  notSuspended: 'Active',
  /** A two-step sign-in, hers or required of everyone. */
  switchedOn: 'On',
  switchedOff: 'Off',
  /** A record by its id, where the entry has no name for it. */
  number: (id: string) => `#${id}`,
  /** A call on many: how many, in the subject's words. */
  many: (subject: ActivitySubject, n: number) => {
    const [one, more] = MANY_EN[subject] ?? ['item', 'items'];
    return `${n} ${n === 1 ? one : more}`;
  },
  /** An export of the orders without a filter or a selection. */
  allOrders: 'all orders',
  exportFilter: {
    status: 'status',
    startDate: 'from',
    endDate: 'to',
    q: 'search',
    cancelReason: 'cancel reason',
  } satisfies Record<ExportFilterKey, string>,
  /** A discount's "applies to": what kind of thing. */
  discountOn: { product: 'product', category: 'category', tag: 'tag' } as Record<
    'product' | 'category' | 'tag',
    string
  >,
  operations: {
    verifySignInCode: 'Signed in with a recovery code',
    changeOwnPassword: 'Changed her password',
    endOtherSessions: 'Signed out her other sessions',
    startTwoStepSetup: 'Started setting up two-step sign-in',
    confirmTwoStep: 'Turned on two-step sign-in',
    disableTwoStep: 'Turned off two-step sign-in',
    createProductWithVariants: 'Added a product',
    addProduct: 'Added a product',
    addVariants: 'Added colours to a product',
    updateProduct: 'Edited a product',
    deleteProduct: 'Deleted a product',
    toggleProductStatus: 'Switched a product on or off',
    updateProductStock: 'Changed stock',
    duplicateProduct: 'Duplicated a product',
    bulkUpdateProducts: 'Changed several products',
    addCategory: 'Added a category',
    deleteCategoryOrTag: 'Deleted a category',
    updateCategoryStatus: 'Switched a category on or off',
    updateCategory: 'Edited a category',
    updateTag: 'Edited a tag',
    updateOrderStatus: "Changed an order's status",
    cancelOrder: 'Cancelled an order',
    addOrderNote: 'Added a note to an order',
    cancelOrdersAsFake: 'Cancelled orders as fake',
    bulkUpdateOrderStatus: "Changed several orders' status",
    getCourierSheet: 'Exported the courier sheet',
    getCourierSheetXlsx: 'Exported the courier sheet (Excel)',
    exportOrderLines: 'Exported order lines',
    updateShopContact: "Changed the shop's contact details",
    inviteStaff: 'Invited a member',
    acceptStaffInvite: 'Joined the staff',
    updateStaffMember: 'Changed a member',
    removeStaffMember: 'Removed a member',
    setTwoStepRequired: 'Changed the two-step requirement',
    markSetupStep: 'Ticked off a setup step',
    dismissSetupGuide: 'Hid the setup guide',
    addCoupon: 'Added a coupon',
    updateCouponStatus: 'Switched a coupon on or off',
    updateCoupon: 'Edited a coupon',
    deleteCoupon: 'Deleted a coupon',
    addSynonymGroup: 'Added search synonyms',
    updateSynonymGroup: 'Edited search synonyms',
    deleteSynonymGroup: 'Deleted search synonyms',
    addDiscount: 'Added a discount',
    updateDiscount: 'Edited a discount',
    updateDiscountStatus: 'Switched a discount on or off',
    deleteDiscount: 'Deleted a discount',
    updateShippingPrice: 'Changed a shipping price',
    updateReturnPolicy: 'Changed the returns policy',
    createReturn: 'Recorded a return or exchange request',
    approveReturn: 'Approved a return or exchange request',
    refuseReturn: 'Refused a return or exchange request',
    scheduleReturnPickup: 'Set the pickup day of a return',
    markReturnPickedUp: 'Marked a return picked up',
    receiveReturn: 'Received a return at the shop',
    refundReturn: 'Recorded a refund',
    cancelReturn: 'Cancelled a return or exchange request',
    getReturnsCourierSheet: 'Exported the courier sheet of pickups',
  } satisfies Record<ActivityOperation, string>,
  /** The calls shared by categories and tags, when the entry is about a tag. */
  tagOperations: {
    addCategory: 'Added a tag',
    deleteCategoryOrTag: 'Deleted a tag',
    updateCategoryStatus: 'Switched a tag on or off',
  } satisfies Partial<Record<ActivityOperation, string>>,
  subjects: {
    auth: 'Own account',
    products: 'Products',
    categories: 'Categories',
    tags: 'Tags',
    orders: 'Orders',
    settings: 'Settings',
    staff: 'Staff',
    coupons: 'Coupons',
    synonyms: 'Search synonyms',
    discounts: 'Discounts',
    shipping: 'Shipping',
    returns: 'Returns',
  } satisfies Record<ActivitySubject, string>,
  fields: {
    name: 'name',
    nameAr: 'Arabic name',
    description: 'description',
    descriptionAr: 'Arabic description',
    sizeGuide: 'size guide',
    imageUrl: 'picture',
    price: 'price',
    previousPrice: 'previous price',
    isActive: 'status',
    stock: 'stock',
    status: 'status',
    cancelReason: 'cancel reason',
    role: 'role',
    suspended: 'access',
    recoveryCodes: 'recovery codes left',
    otherSessions: 'other sessions',
    twoStep: 'two-step sign-in',
    twoStepRequired: 'two-step sign-in for everyone',
    copyOf: 'copy of',
    deleted: 'deleted',
    words: 'words',
    code: 'code',
    percentage: 'percentage',
    minOrderValue: 'minimum order',
    maxUsage: 'maximum uses',
    startDate: 'start',
    endDate: 'end',
    on: 'applies to',
    shippingPrice: 'shipping price',
    whatsapp: 'WhatsApp',
    phone: 'phone',
    email: 'email',
    facebook: 'Facebook link',
    instagram: 'Instagram link',
    tiktok: 'TikTok link',
    address: 'address',
  } satisfies Record<ActivityField, string>,
  reasons: CANCEL_REASON_LABELS satisfies Record<CancelReason, string>,
};

/** The English nouns of a call on many, one and more. */
const MANY_EN: Partial<Record<ActivitySubject, [string, string]>> = {
  products: ['product', 'products'],
  orders: ['order', 'orders'],
  categories: ['category', 'categories'],
  tags: ['tag', 'tags'],
  coupons: ['coupon', 'coupons'],
  discounts: ['discount', 'discounts'],
};

export type ActivityText = typeof en;
export const ACTIVITY_EN = en;

export function useActivityText(): ActivityText {
  return useAdminTexts('activity', en);
}
