// The sidebar of docs/product.md#routes — exactly its seven links, in its order — plus Shipping, Search synonyms,
// Settings (the shop's contact details), Staff (the owner's: members and their roles), Activity (the owner's:
// who changed what) and Returns (the returns and exchanges queue), added by the design.
// Paths are relative to the admin's basename (/admin); they are the spec's admin URLs.
export interface MenuLink {
  label: string;
  path: string;
}

export const MENU_LINKS: readonly MenuLink[] = [
  { label: 'Dashboard', path: '/dashboard' },
  { label: 'Add Product', path: '/addProduct' },
  { label: 'Add Category', path: '/category' },
  { label: 'Products', path: '/products' },
  { label: 'View Orders', path: '/orders' },
  { label: 'Returns', path: '/returns' },
  { label: 'Add Coupon', path: '/addCoupon' },
  { label: 'Add Discount', path: '/addDiscount' },
  { label: 'Shipping', path: '/shipping' },
  { label: 'Search synonyms', path: '/synonyms' },
  { label: 'Settings', path: '/settings' },
  { label: 'Staff', path: '/staff' },
  { label: 'Activity', path: '/activity' },
];
