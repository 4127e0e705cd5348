/**
 * Inputs shared by the Add Product page and the edit modal: the product's details, its images, its tags,
 * and its colour variants with sizes (docs/product.md#add-product). Stock is a whole number ≥ 0; sizes are sent as numbers.
 * The forms check them with the schema in product-form.ts (`productFormResolver`), not per input.
 */
import { Box, Typography } from '@mui/material';
import { ArrayInput, ImageField, ImageInput, NumberInput, SimpleFormIterator, TextInput } from 'react-admin';
import { TagInput } from '../tags/tag-picker';

export function ProductDetailsInputs({ withSku = false }: { withSku?: boolean }) {
  return (
    <>
      <TextInput source="name" label="Name" isRequired fullWidth />
      {/* The storefront's Arabic pages show these; empty, they show the English. */}
      <TextInput
        source="nameAr"
        label="Arabic name (optional)"
        fullWidth
        slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
      />
      {withSku && <TextInput source="sku" label="SKU" fullWidth />}
      <TextInput source="description" label="Description" isRequired multiline minRows={3} fullWidth />
      <TextInput
        source="descriptionAr"
        label="Arabic description (optional)"
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
      />
      <Box sx={{ display: 'flex', gap: 2, width: '100%' }}>
        <NumberInput source="price" label="Price (EGP)" isRequired min={0} step={0.01} />
        <NumberInput
          source="previousPrice"
          label="Previous price (EGP)"
          min={0}
          step={0.01}
          helperText="Optional: shown struck through"
        />
      </Box>
    </>
  );
}

export function ProductImagesInputs() {
  return (
    <>
      <ImageInput
        source="mainImage"
        label="Main image"
        inputProps={{ 'aria-label': 'Main image' }}
        accept={{ 'image/*': [] }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <ImageInput
        source="images"
        label="More images"
        inputProps={{ 'aria-label': 'More images' }}
        accept={{ 'image/*': [] }}
        multiple
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </>
  );
}

export function ProductTagsInput() {
  return <TagInput source="tags" mode="product" label="Tag" />;
}

export function VariantsInput() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Variants
      </Typography>
      <Typography variant="body2" color="text.secondary">
        One per colour. A variant is saved only with a colour and at least one size with its stock.
      </Typography>
      <ArrayInput source="variants" label={false}>
        <SimpleFormIterator inline={false} disableReordering>
          <TextInput source="color" label="Colour" />
          <TextInput
            source="colorAr"
            label="Arabic colour (optional)"
            slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
          />
          <TextInput source="sku" label="Variant SKU" />
          <ImageInput
            source="mainImage"
            label="Variant image"
            inputProps={{ 'aria-label': 'Variant image' }}
            accept={{ 'image/*': [] }}
          >
            <ImageField source="src" title="title" />
          </ImageInput>
          <ImageInput
            source="images"
            label="More variant images"
            inputProps={{ 'aria-label': 'More variant images' }}
            accept={{ 'image/*': [] }}
            multiple
          >
            <ImageField source="src" title="title" />
          </ImageInput>
          <ArrayInput source="sizes" label="Sizes">
            <SimpleFormIterator inline disableReordering>
              <TextInput source="size" label="Size" />
              <NumberInput source="stock" label="Stock" min={0} step={1} />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}
