// The category page's texts, exactly as docs/product.md#categories-and-tags words them.
export type CategoryKind = 'category' | 'tag';

export const CATEGORY_TEXTS = {
  addFailed: 'Error adding item',
  deleteFailed: (type: CategoryKind) => `Error deleting ${type}`,
  statusFailed: (type: CategoryKind) => `Error updating ${type} status`,
  deleteConfirm: (type: CategoryKind) => `Are you sure you want to delete this ${type}?`,
  nameRequired: 'Name is required.',
} as const;

/** The react-admin resource of each kind. */
export const RESOURCE_OF: Record<CategoryKind, 'categories' | 'tags'> = {
  category: 'categories',
  tag: 'tags',
};

/** The contract's maxLength of a category's size guide (CategoryCreateForm.sizeGuide). */
export const SIZE_GUIDE_MAX = 2000;
