// The products screens' texts, exactly as docs/product.md#products-list words them.
export const PRODUCT_TEXTS = {
  fetchFailed: 'Failed to fetch products. Please try again.',
  tryAgain: 'Try again',
  updating: 'Updating...',
  statusFailed: 'Status update failed. Please try again.',
  deleteConfirm: 'Delete this product?',
  deleteFailed: 'Failed to delete product. Please try again.',
  updateFailed: 'Failed to update product.',
  uploaded: 'Product and variants uploaded successfully',
  uploadFailed: (message: string) => `Error uploading product: ${message}`,
  // The forms' sentences under a field: react-admin's own words, which staff know, and the spec's two rules.
  required: 'Required',
  notANumber: 'Must be a number',
  tooLong: (max: number) => `Must be ${max} characters or less`,
  stockBelowZero: 'Stock cannot be below 0',
  priceBelowZero: 'The price cannot be below 0',
  checkGrid: 'Check the stock grid',
} as const;
