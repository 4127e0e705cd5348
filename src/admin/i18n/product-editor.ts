/**
 * The one-screen product form's texts (add and edit), in English (the Arabic is in product-editor.ar.ts). The Arabic catalogue is typed by
 * the English one, so a text missing in one language does not compile. The spec's own sentences ("Product and
 * variants uploaded successfully", "Error uploading product: …", "Failed to update product.") stay word for
 * word in English. The language is react-admin's locale ('ar' or anything else for English).
 */

import { useAdminTexts } from './use-admin-texts';
const en = {
  addTitle: 'Add Product',
  editTitle: 'Edit product',
  details: 'Details',
  category: 'Category',
  noCategory: 'No category',
  categoryHelp: "Adds the category's tag to the product and suggests its sizes.",
  inCategories: (names: string) => `In: ${names}`,
  pictures: 'Product pictures',
  colours: 'Colours',
  addColours: 'Add colours',
  addColoursHelp: 'One colour, or several separated by commas',
  sizes: 'Sizes',
  addSizes: 'Add sizes',
  add: 'Add',
  removeColour: (colour: string) => `Remove colour ${colour}`,
  removeSize: (size: string) => `Remove size ${size}`,
  categorySizes: (category: string, sizes: string) => `${category} usually comes in ${sizes}.`,
  useTheseSizes: 'Use these sizes',
  refusals: {
    empty: 'Type a name first',
    twice: 'Already in the list',
    tooMany: 'No more room: a product has at most 10 colours and 30 sizes',
    tooLong: 'Too long: a colour has at most 40 characters, a size 20',
  },
  grid: 'Stock and SKU per colour and size',
  gridHelp: 'Leave a stock empty for a size a colour does not come in; 0 shows it sold out.',
  noColoursYet: 'Add a colour to get its row of sizes.',
  size: 'Size',
  stock: 'Stock',
  sku: 'SKU',
  stockOf: (colour: string, size: string) => `Stock, ${colour}, ${size}`,
  skuOf: (colour: string, size: string) => `SKU, ${colour}, ${size}`,
  colourSku: (colour: string) => `SKU of ${colour}`,
  colourAr: (colour: string) => `${colour} in Arabic (optional)`,
  fillWith: 'Fill empty stock with',
  fill: 'Fill',
  suggestSkus: 'Suggest SKUs',
  picturesOf: (colour: string) => `Pictures of ${colour}`,
  dropPictures: 'Drop pictures here',
  choosePictures: 'Choose pictures',
  choosePicturesOf: (colour: string) => `Choose pictures of ${colour}`,
  replaceNote: 'New pictures replace the ones shown. The first is the main one.',
  firstIsMain: 'The first picture is the main one.',
  removePicture: (n: number) => `Remove picture ${n}`,
  problems: {
    noSize: (colour: string) => `${colour}: fill the stock of at least one size`,
    stock: (colour: string, size: string) =>
      `${colour}, ${size}: the stock must be a whole number, 0 or more`,
  },
  upload: 'Upload product',
  save: 'Save',
  saving: 'Saving…',
  uploaded: 'Product and variants uploaded successfully',
  updated: 'Product updated',
  uploadFailed: (message: string) => `Error uploading product: ${message}`,
  updateFailed: 'Failed to update product.',
  view: 'View',
  viewHelp: "Opens the product's page in the shop",
  addAnother: 'Add another',
  cancel: 'Cancel',
};

export type ProductEditorText = typeof en;

/** The English texts (tests and pure logic use them without a component). */
export const PRODUCT_EDITOR_EN = en;

/** The texts in the back office's language. */
export function useProductEditorText(): ProductEditorText {
  return useAdminTexts('productEditor', en);
}
