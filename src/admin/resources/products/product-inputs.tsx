/**
 * Inputs shared by the Add Product page and the edit modal: the product's details, its images and its tags
 * (docs/product.md#add-product); the colours and sizes are the grid's (stock-grid-input.tsx). The forms check
 * them with the schema in product-form.ts (`productFormResolver`), not per input.
 */
import { Box } from '@mui/material';
import { ImageField, ImageInput, NumberInput, TextInput } from 'react-admin';
import { TagInput } from '../tags/tag-picker';
import { useProductsText } from '../../i18n/products';

export function ProductDetailsInputs({ withSku = false }: { withSku?: boolean }) {
  const t = useProductsText().inputs;
  return (
    <>
      <TextInput source="name" label={t.name} isRequired fullWidth />
      {/* The storefront's Arabic pages show these; empty, they show the English. */}
      <TextInput
        source="nameAr"
        label={t.nameAr}
        fullWidth
        slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
      />
      {withSku && <TextInput source="sku" label={t.sku} fullWidth />}
      <TextInput source="description" label={t.description} isRequired multiline minRows={3} fullWidth />
      <TextInput
        source="descriptionAr"
        label={t.descriptionAr}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
      />
      <Box sx={{ display: 'flex', gap: 2, width: '100%' }}>
        <NumberInput source="price" label={t.price} isRequired min={0} step={0.01} />
        <NumberInput
          source="previousPrice"
          label={t.previousPrice}
          min={0}
          step={0.01}
          helperText={t.previousPriceHelp}
        />
      </Box>
    </>
  );
}

export function ProductImagesInputs() {
  const t = useProductsText().inputs;
  return (
    <>
      <ImageInput
        source="mainImage"
        label={t.mainImage}
        inputProps={{ 'aria-label': t.mainImage }}
        accept={{ 'image/*': [] }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <ImageInput
        source="images"
        label={t.moreImages}
        inputProps={{ 'aria-label': t.moreImages }}
        accept={{ 'image/*': [] }}
        multiple
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </>
  );
}

export function ProductTagsInput() {
  const t = useProductsText().inputs;
  return <TagInput source="tags" mode="product" label={t.tag} />;
}
