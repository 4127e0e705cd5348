/**
 * Add Product at /admin/addProduct (docs/product.md#add-product): the one-screen form (product-editor.tsx),
 * saved with one call. Afterwards: "View" opens the product's page in the shop, "Add another" a fresh form.
 */
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, ResourceContextProvider, SaveButton, Title, Toolbar, useCreate, useNotify } from 'react-admin';
import type { Product } from '../../../../generated/models';
import { useProductEditorText } from '../../i18n/product-editor';
import { useRefreshTags } from '../tags/use-refresh-tags';
import { blankProduct, ProductEditorFields, valuesToDraft } from './product-editor';
import { useProductFormResolver } from './product-form';

function Saved({ product, onAddAnother }: { product: Product; onAddAnother: () => void }) {
  const text = useProductEditorText();
  return (
    <Box role="status">
      <Alert severity="success" sx={{ mb: 2 }}>
        {text.uploaded}
      </Alert>
      <Typography variant="h6" component="p" sx={{ mb: 2, overflowWrap: 'anywhere' }} translate="no">
        {product.name}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button
          variant="contained"
          href={`/products/${product.slug}`}
          target="_blank"
          rel="noopener"
          title={text.viewHelp}
        >
          {text.view}
        </Button>
        <Button variant="outlined" onClick={onAddAnother} autoFocus>
          {text.addAnother}
        </Button>
      </Stack>
    </Box>
  );
}

export function AddProductPage() {
  const text = useProductEditorText();
  const resolver = useProductFormResolver();
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refreshTags = useRefreshTags();
  const [saved, setSaved] = useState<Product | null>(null);
  // A new key gives a fresh, empty form for the next product.
  const [formKey, setFormKey] = useState(0);

  const submit = (values: Record<string, unknown>) =>
    create(
      'products',
      { data: valuesToDraft(values) },
      {
        onSuccess: (product) => {
          refreshTags();
          setSaved(product as unknown as Product);
        },
        onError: (error) =>
          notify(text.uploadFailed(error instanceof Error ? error.message : String(error)), {
            type: 'error',
          }),
      },
    );

  return (
    <ResourceContextProvider value="products">
      <Card sx={{ mt: 2 }}>
        <Title title={text.addTitle} />
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {text.addTitle}
          </Typography>
          {saved ? (
            <Saved
              product={saved}
              onAddAnother={() => {
                setSaved(null);
                setFormKey((key) => key + 1);
              }}
            />
          ) : (
            // noValidate: the schema's sentences rather than the browser's own bubbles.
            <Form
              key={formKey}
              defaultValues={blankProduct()}
              resolver={resolver}
              onSubmit={submit}
              noValidate
            >
              <ProductEditorFields mode="add" />
              <Toolbar>
                <SaveButton
                  label={isPending ? text.saving : text.upload}
                  disabled={isPending}
                  alwaysEnable={!isPending}
                />
              </Toolbar>
            </Form>
          )}
        </CardContent>
      </Card>
    </ResourceContextProvider>
  );
}
