/**
 * The category and tag screens' texts: the Add Category page (create a category or a tag, the lists of both),
 * the edit views, the tag picker, and the forms' sentences (category-form.ts builds its schemas from them).
 * The spec's sentences ("Error adding item", "Are you sure you want to delete this category?", "Error loading
 * tags. Please try again.") stay word for word in English. English here, Arabic in categories.ar.ts.
 */
import { useAdminTexts } from './use-admin-texts';

type Kind = 'category' | 'tag';

const en = {
  title: 'Add Category',
  createA: 'Create a',
  kinds: { category: 'Category', tag: 'Tag' } satisfies Record<Kind, string>,
  add: (kind: Kind): string => (kind === 'category' ? 'Add category' : 'Add tag'),
  nameAr: 'Arabic name (optional)',
  descriptionAr: 'Arabic description (optional)',
  chooseImage: 'Choose an image',
  imageChosen: (file: string) => `Image: ${file}`,
  categoryImage: 'Category image',
  newTag: 'New tag',
  sizeGuide: 'Size guide',
  sizeGuideHelp:
    'Optional. Shown on the product pages of this category, one line per row (e.g. S: bust 86 cm, waist 68 cm).',
  lists: { category: 'Categories', tag: 'Tags' } satisfies Record<Kind, string>,
  loadFailed: (kind: Kind): string =>
    kind === 'category' ? 'Could not load the categories.' : 'Could not load the tags.',
  none: (kind: Kind): string => (kind === 'category' ? 'No categories yet.' : 'No tags yet.'),
  tags: 'Tags',
  activate: 'Activate',
  deactivate: 'Deactivate',
  toggleOf: (active: boolean, name: string) => `${active ? 'Deactivate' : 'Activate'} ${name}`,
  created: (kind: Kind): string => (kind === 'category' ? 'Category created' : 'Tag created'),
  addFailed: 'Error adding item',
  deleteFailed: (kind: Kind) => `Error deleting ${kind}`,
  statusFailed: (kind: Kind) => `Error updating ${kind} status`,
  deleteConfirm: (kind: Kind) => `Are you sure you want to delete this ${kind}?`,
  nameRequired: 'Name is required.',
  // The edit views.
  editCategory: 'Edit category',
  editTag: 'Edit tag',
  arabicName: 'Arabic name',
  arabicDescription: 'Arabic description',
  sizeGuideEditHelp: "Shown on the category's product pages; one line per row.",
  tagsItGroups: 'Tags it groups',
  addATag: 'Add a tag',
  currentImage: 'Current image',
  removeImage: 'Remove the image',
  newImage: 'New image',
  updated: (kind: Kind): string => (kind === 'category' ? 'Category updated' : 'Tag updated'),
  updateFailed: (kind: Kind, why: string) => `Could not update the ${kind}: ${why}`,
  // The tag picker.
  picker: {
    tags: 'Tags',
    tag: 'Tag',
    helpCategory: 'Type a new tag and press Enter, or pick an existing one below.',
    helpProduct: 'Type a tag and press Enter, or pick one below.',
    addTag: 'Add tag',
    chosen: 'Chosen tags',
    suggestions: 'Suggestions',
    tagSuggestions: 'Tag suggestions',
    loadFailed: 'Error loading tags. Please try again.',
    retry: 'Retry',
    refusals: {
      empty: 'Type a tag name.',
      exists: 'This tag already exists: pick it from the suggestions.',
      added: 'This tag is already added.',
    },
  },
};

export type CategoriesText = typeof en;

export const CATEGORIES_EN: CategoriesText = en;

/** The texts in the back office's language. */
export function useCategoriesText(): CategoriesText {
  return useAdminTexts('categories', en);
}
