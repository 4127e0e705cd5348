/** Duplicate a product: the server makes a hidden copy ("… (copy)", stock 0); the list reloads. */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useCreate, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ProductRecord } from '../../data-provider/products';

export function ProductDuplicateButton() {
  const record = useRecordContext<ProductRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create, { isPending }] = useCreate<ProductRecord>();
  if (!record) return null;
  const duplicate = () =>
    create(
      'products',
      { data: {}, meta: { duplicateOf: record.id } },
      {
        onSuccess: (copy) => {
          notify(`Copied as "${copy.name}" (hidden until you activate it)`, { type: 'success' });
          refresh();
        },
        onError: (e) =>
          notify(`Could not duplicate the product: ${e instanceof Error ? e.message : String(e)}`, {
            type: 'error',
          }),
      },
    );
  return (
    <Button
      size="small"
      startIcon={<ContentCopyIcon />}
      onClick={(event) => {
        event.stopPropagation();
        void duplicate();
      }}
      disabled={isPending}
      aria-label={`Duplicate ${record.name}`}
    >
      Duplicate
    </Button>
  );
}
