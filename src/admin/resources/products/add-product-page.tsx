/**
 * Add Product at /admin/addProduct (docs/product.md#add-product): the product's details, main image, more images, tags with
 * suggestions, and colour variants with their sizes. Submitting creates the product, then uploads each
 * colour that has a filled size; a bar shows how far the upload has gone.
 */
import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, ResourceContextProvider, SaveButton, Title, Toolbar, useCreate, useNotify } from 'react-admin';
import type { ProductDraft } from '../../data-provider/product-payload';
import { useRefreshTags } from '../tags/use-refresh-tags';
import { ProductDetailsInputs, ProductImagesInputs, ProductTagsInput, VariantsInput } from './product-inputs';
import { productFormResolver } from './product-form';
import { PRODUCT_TEXTS } from './product-texts';

const EMPTY_PRODUCT: Partial<ProductDraft> = {
  tags: [],
  variants: [{ color: '', sku: '', sizes: [{ size: '', stock: '' }] }],
};

export function uploadLabel(done: number, total: number): string {
  return done >= total
    ? 'Uploaded'
    : done === 0
      ? 'Uploading product…'
      : `Uploading variant ${done} of ${total - 1}…`;
}

export function AddProductPage() {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refreshTags = useRefreshTags();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  // A new key gives a fresh, empty form after a successful upload.
  const [formKey, setFormKey] = useState(0);

  const submit = (values: Record<string, unknown>) =>
    create(
      'products',
      { data: values, meta: { onProgress: (done: number, total: number) => setProgress({ done, total }) } },
      {
        onSuccess: () => {
          refreshTags();
          notify(PRODUCT_TEXTS.uploaded, { type: 'success' });
          setProgress(null);
          setFormKey((key) => key + 1);
        },
        onError: (error) => {
          notify(PRODUCT_TEXTS.uploadFailed(error instanceof Error ? error.message : String(error)), {
            type: 'error',
          });
          setProgress(null);
        },
      },
    );

  return (
    <ResourceContextProvider value="products">
      <Card sx={{ mt: 2 }}>
        <Title title="Add Product" />
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Add Product
          </Typography>
          {/* noValidate: the schema's sentences rather than the browser's own bubbles. */}
          <Form
            key={formKey}
            defaultValues={EMPTY_PRODUCT}
            resolver={productFormResolver}
            onSubmit={submit}
            noValidate
          >
            <ProductDetailsInputs withSku />
            <ProductImagesInputs />
            <ProductTagsInput />
            <VariantsInput />
            {progress && (
              <Box sx={{ my: 2 }} role="status">
                <Typography variant="body2">{uploadLabel(progress.done, progress.total)}</Typography>
                <LinearProgress
                  variant="determinate"
                  value={(progress.done / progress.total) * 100}
                  aria-label="Upload progress"
                />
              </Box>
            )}
            <Toolbar>
              <SaveButton label="Upload product" disabled={isPending} alwaysEnable={!isPending} />
            </Toolbar>
          </Form>
        </CardContent>
      </Card>
    </ResourceContextProvider>
  );
}
