// The category page's kinds and limits; its texts are in ../../i18n/categories.ts.
export type CategoryKind = 'category' | 'tag';

/** The react-admin resource of each kind. */
export const RESOURCE_OF: Record<CategoryKind, 'categories' | 'tags'> = {
  category: 'categories',
  tag: 'tags',
};

/** The contract's maxLength of a category's size guide (CategoryCreateForm.sizeGuide). */
export const SIZE_GUIDE_MAX = 2000;
