/**
 * The one-screen product form, for adding (the Add Product page) and editing (the products list's modal): the
 * product's details, pictures and tags, a category picker, then colours × sizes with stock and SKU per cell and
 * pictures per colour (stock-grid-input.tsx). Saved with one call: createProductWithVariants when adding, the
 * multipart PUT when editing.
 */
import { Box, Typography } from '@mui/material';
import { BooleanInput } from 'react-admin';
import type { Product } from '../../../../generated/models';
import type { ProductDraft } from '../../data-provider/product-payload';
import { useProductEditorText } from '../../i18n/product-editor';
import { useProductsText } from '../../i18n/products';
import { emptyGrid, gridToVariants, productToGrid, type StockGrid } from './product-grid';
import { ProductDetailsInputs, ProductImagesInputs, ProductTagsInput } from './product-inputs';
import { ProductThumb } from './product-thumb';
import { StockGridInput } from './stock-grid-input';

export type EditorValues = Omit<ProductDraft, 'variants'> & { grid: StockGrid };

/** A new product: nothing typed, the default sizes. */
export const blankProduct = (): Partial<EditorValues> => ({ tags: [], grid: emptyGrid() });

/**
 * A stored product as the form edits it: tag names, the colours as the grid; stored pictures stay out of the
 * file inputs (which hold only new uploads) and are shown beside them.
 */
export function productToValues(product: Product): EditorValues & { id: number } {
  const { variants: _variants, images: _images, ...rest } = product;
  return {
    ...rest,
    previousPrice: product.previousPrice,
    images: [],
    tags: product.tags.map((tag) => tag.name),
    grid: productToGrid(product),
  };
}

/** The form's values as the data provider's draft: the grid becomes the colours with their filled sizes. */
export function valuesToDraft(values: Record<string, unknown>): ProductDraft {
  const { grid, ...rest } = values as EditorValues;
  return { ...rest, variants: gridToVariants(grid ?? emptyGrid()) };
}

export function ProductEditorFields({ mode, product }: { mode: 'add' | 'edit'; product?: Product }) {
  const text = useProductEditorText();
  const inputs = useProductsText().inputs;
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {text.details}
      </Typography>
      <ProductDetailsInputs withSku={mode === 'add'} />
      {mode === 'edit' && <BooleanInput source="isActive" label={inputs.activeInShop} />}
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {text.pictures}
      </Typography>
      {product?.imageUrl && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {inputs.currentMainImage}
          </Typography>
          <ProductThumb url={product.imageUrl} name={product.name} />
        </Box>
      )}
      <ProductImagesInputs />
      <ProductTagsInput />
      <StockGridInput mode={mode} />
    </Box>
  );
}
