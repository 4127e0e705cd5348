/** Duplicate a product: the server makes a hidden copy ("… (copy)", stock 0); the list reloads. */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useCreate, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ProductRecord } from '../../data-provider/products';
import { useProductsText } from '../../i18n/products';

export function ProductDuplicateButton() {
  const t = useProductsText();
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
          notify(t.copied(copy.name), { type: 'success' });
          refresh();
        },
        onError: (e) =>
          notify(t.duplicateFailed(e instanceof Error ? e.message : String(e)), { type: 'error' }),
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
      aria-label={t.duplicateOf(record.name)}
    >
      {t.duplicate}
    </Button>
  );
}
