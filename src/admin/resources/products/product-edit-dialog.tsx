/**
 * The products list's edit modal (docs/product.md#products-list): name, price and description required, previous price
 * optional, tags, variants with sizes and stock ≥ 0, new images. Saved with the multipart PUT; a failure
 * keeps the modal open with the alert "Failed to update product.".
 */
import { useMemo } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, Button, Box, Typography } from '@mui/material';
import {
  EditBase,
  Form,
  SaveButton,
  BooleanInput,
  useNotify,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import type { ProductRecord } from '../../data-provider/products';
import { ProductDetailsInputs, ProductImagesInputs, ProductTagsInput, VariantsInput } from './product-inputs';
import { productFormResolver } from './product-form';
import { PRODUCT_TEXTS } from './product-texts';
import { ProductThumb } from './product-thumb';
import { useRefreshTags } from '../tags/use-refresh-tags';

export function ProductEditDialog({ id, onClose }: { id: RaRecord['id'] | null; onClose: () => void }) {
  const notify = useNotify();
  const refreshTags = useRefreshTags();
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="product-edit-title">
      {id !== null && (
        <EditBase
          resource="products"
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          mutationOptions={{
            onSuccess: () => {
              refreshTags();
              notify('Product updated', { type: 'success' });
              onClose();
            },
            onError: () => notify(PRODUCT_TEXTS.updateFailed, { type: 'error' }),
          }}
        >
          <EditProductForm onClose={onClose} />
        </EditBase>
      )}
    </Dialog>
  );
}

/**
 * The record as the form edits it: stored images ({id,url}) stay out of the file inputs (which hold only new
 * uploads); the current main image is shown beside them.
 */
function toEditable(record: ProductRecord) {
  return {
    ...record,
    images: [],
    variants: record.variants.map((variant) => ({ ...variant, images: [] })),
  };
}

function EditProductForm({ onClose }: { onClose: () => void }) {
  const record = useRecordContext<ProductRecord>();
  // Memoised: a new object on every render would make the form reset what the admin typed.
  const editable = useMemo(() => (record ? toEditable(record) : undefined), [record]);
  if (!editable) return null;
  return (
    <Form record={editable} resolver={productFormResolver} noValidate>
      <DialogTitle id="product-edit-title">Edit product</DialogTitle>
      <DialogContent dividers>
        <ProductDetailsInputs />
        <BooleanInput source="isActive" label="Active (shown in the shop)" />
        <Box sx={{ mb: 2 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            Current main image
          </Typography>
          <ProductThumb url={record?.imageUrl ?? null} name={record?.name ?? ''} />
        </Box>
        <ProductImagesInputs />
        <ProductTagsInput />
        <VariantsInput />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <SaveButton />
      </DialogActions>
    </Form>
  );
}
