/**
 * The products list's edit modal (docs/product.md#products-list): the same one-screen form as Add Product
 * (product-editor.tsx) — name, price and description required, previous price optional, tags, colours × sizes
 * with stock ≥ 0 and SKUs, new pictures. Saved with the multipart PUT; a failure keeps the modal open with the
 * alert "Failed to update product.". Full screen on a phone.
 */
import { useMemo } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { EditBase, Form, SaveButton, useNotify, useRecordContext, type RaRecord } from 'react-admin';
import type { ProductRecord } from '../../data-provider/products';
import { useProductEditorText } from '../../i18n/product-editor';
import { productToValues, ProductEditorFields, valuesToDraft } from './product-editor';
import { useProductFormResolver } from './product-form';
import { useRefreshTags } from '../tags/use-refresh-tags';

export function ProductEditDialog({ id, onClose }: { id: RaRecord['id'] | null; onClose: () => void }) {
  const notify = useNotify();
  const refreshTags = useRefreshTags();
  const text = useProductEditorText();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="lg"
      aria-labelledby="product-edit-title"
    >
      {id !== null && (
        <EditBase
          resource="products"
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          transform={valuesToDraft}
          mutationOptions={{
            onSuccess: () => {
              refreshTags();
              notify(text.updated, { type: 'success' });
              onClose();
            },
            onError: () => notify(text.updateFailed, { type: 'error' }),
          }}
        >
          <EditProductForm onClose={onClose} />
        </EditBase>
      )}
    </Dialog>
  );
}

function EditProductForm({ onClose }: { onClose: () => void }) {
  const text = useProductEditorText();
  const resolver = useProductFormResolver();
  const record = useRecordContext<ProductRecord>();
  // Memoised: a new object on every render would make the form reset what the admin typed.
  const editable = useMemo(() => (record ? productToValues(record) : undefined), [record]);
  if (!editable || !record) return null;
  return (
    <Form record={editable} resolver={resolver} noValidate>
      <DialogTitle id="product-edit-title">{text.editTitle}</DialogTitle>
      <DialogContent dividers>
        <ProductEditorFields mode="edit" product={record} />
      </DialogContent>
      <DialogActions>
        <Button href={`/products/${record.slug}`} target="_blank" rel="noopener" title={text.viewHelp}>
          {text.view}
        </Button>
        <Button onClick={onClose}>{text.cancel}</Button>
        <SaveButton label={text.save} />
      </DialogActions>
    </Form>
  );
}
