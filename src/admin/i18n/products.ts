/**
 * The products screens' texts (the list, its search and filters, bulk actions, the status switch, delete,
 * duplicate, the stock dialog, the product inputs, and the product forms' sentences: product-form.ts builds its
 * schema from them). The one-screen form's own texts are in product-editor.ts. The spec's sentences
 * ("Updating...", "Delete this product?", "Failed to fetch products. Please try again." …) stay word for word in
 * English. English here, Arabic in products.ar.ts.
 */
import { formatDate } from '../../shared/cairo-dates';
import { useAdminTexts } from './use-admin-texts';

const en = {
  title: 'Products',
  fetchFailed: 'Failed to fetch products. Please try again.',
  tryAgain: 'Try again',
  none: 'No products yet.',
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  edit: 'Edit',
  editOf: (name: string) => `Edit ${name}`,
  selectOf: (name: string) => `Select ${name}`,
  selectRow: 'Select this row',
  columns: {
    image: 'Image',
    name: 'Name',
    price: 'Price',
    stock: 'Stock',
    tags: 'Tags',
    added: 'Added',
    status: 'Status',
    actions: 'Actions',
  },
  date: (instant: string) => formatDate(instant),
  bulk: {
    activate: 'Activate',
    deactivate: 'Deactivate',
    activateTitle: 'Activate the selected products',
    activateContent: 'Show the selected products in the shop?',
    deactivateTitle: 'Deactivate the selected products',
    deactivateContent: 'Hide the selected products from the shop?',
    deleteTitle: 'Delete the selected products',
    deleteContent: 'Delete the selected products? Past orders keep their lines.',
  },
  updating: 'Updating...',
  active: 'Active',
  inactive: 'Inactive',
  activeOf: (name: string) => `Active: ${name}`,
  statusFailed: 'Status update failed. Please try again.',
  delete: 'Delete',
  deleteOf: (name: string) => `Delete ${name}`,
  deleteConfirm: 'Delete this product?',
  deleteFailed: 'Failed to delete product. Please try again.',
  duplicate: 'Duplicate',
  duplicateOf: (name: string) => `Duplicate ${name}`,
  copied: (name: string) => `Copied as "${name}" (hidden until you activate it)`,
  duplicateFailed: (why: string) => `Could not duplicate the product: ${why}`,
  stock: {
    editOf: (name: string) => `Edit the stock of ${name}`,
    title: (name: string) => `Stock of ${name}`,
    of: (colour: string, size: string) => `Stock of ${colour} ${size}`,
    noColours: 'This product has no colours yet.',
    range: (max: number) => `Stock is a whole number from 0 to ${max.toLocaleString('en')}.`,
    updated: 'Stock updated',
    failed: (why: string) => `Could not update the stock: ${why}`,
    cancel: 'Cancel',
    save: 'Save stock',
  },
  filters: {
    search: 'Name or SKU',
    category: 'Category',
    tag: 'Tag',
    status: 'Status',
    lowStock: (n: number) => `Low stock (${n} or fewer)`,
    discount: 'Discount',
    discounted: 'Discounted',
    notDiscounted: 'Not discounted',
  },
  inputs: {
    name: 'Name',
    nameAr: 'Arabic name (optional)',
    sku: 'SKU',
    description: 'Description',
    descriptionAr: 'Arabic description (optional)',
    price: 'Price (EGP)',
    previousPrice: 'Previous price (EGP)',
    previousPriceHelp: 'Optional: shown struck through',
    mainImage: 'Main image',
    moreImages: 'More images',
    tag: 'Tag',
    activeInShop: 'Active (shown in the shop)',
    currentMainImage: 'Current main image',
    noImage: (name: string) => `${name}: no image`,
  },
  // The forms' sentences under a field: react-admin's own words, which staff know, and the spec's two rules.
  rules: {
    required: 'Required',
    notANumber: 'Must be a number',
    tooLong: (max: number) => `Must be ${max} characters or less`,
    stockBelowZero: 'Stock cannot be below 0',
    priceBelowZero: 'The price cannot be below 0',
    checkGrid: 'Check the stock grid',
  },
};

export type ProductsText = typeof en;

export const PRODUCTS_EN: ProductsText = en;

/** The texts in the back office's language. */
export function useProductsText(): ProductsText {
  return useAdminTexts('products', en);
}
