/**
 * Delete with the confirmation "Delete this product?" (docs/product.md#products-list). The row leaves the list at once
 * (optimistic) and comes back with "Failed to delete product. Please try again." if the server refuses.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useRecordContext } from 'react-admin';
import type { ProductRecord } from '../../data-provider/products';
import { useProductsText } from '../../i18n/products';

export function ProductDeleteButton() {
  const t = useProductsText();
  const record = useRecordContext<ProductRecord>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [remove] = useDelete<ProductRecord>();
  if (!record) return null;

  const confirm = () => {
    setOpen(false);
    void remove(
      'products',
      { id: record.id, previousData: record },
      { mutationMode: 'optimistic', onError: () => notify(t.deleteFailed, { type: 'error' }) },
    );
  };

  return (
    <>
      <Button
        color="error"
        size="small"
        startIcon={<DeleteIcon />}
        onClick={() => setOpen(true)}
        aria-label={t.deleteOf(record.name)}
      >
        {t.delete}
      </Button>
      <Confirm
        isOpen={open}
        // One text, not the name in a span of its own: the row keeps the only element named by the product.
        title={t.deleteOf(record.name)}
        content={t.deleteConfirm}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
