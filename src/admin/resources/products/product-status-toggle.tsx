/**
 * The optimistic active/inactive switch of the products list (docs/product.md#products-list): the row flips at once, shows
 * "Updating..." while the call is out, and flips back with "Status update failed. Please try again." if it fails.
 */
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { ProductRecord } from '../../data-provider/products';
import { useProductsText } from '../../i18n/products';
import { useMayCall } from '../../use-staff-role';

export function ProductStatusToggle() {
  const t = useProductsText();
  const record = useRecordContext<ProductRecord>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<ProductRecord>();
  // A role that reads the catalogue without changing it (the order desk) sees the status as words.
  const mayToggle = useMayCall('toggleProductStatus');
  if (!record) return null;
  if (!mayToggle)
    return (
      <Typography variant="body2" component="span">
        {record.isActive ? t.active : t.inactive}
      </Typography>
    );

  const toggle = () =>
    update(
      'products',
      {
        id: record.id,
        data: { isActive: !record.isActive },
        previousData: record,
        meta: { statusOnly: true },
      },
      {
        mutationMode: 'optimistic',
        onError: () => notify(t.statusFailed, { type: 'error' }),
      },
    );

  return (
    <FormControlLabel
      onClick={(event) => event.stopPropagation()}
      control={
        <Switch
          checked={record.isActive}
          onChange={toggle}
          disabled={isPending}
          slotProps={{ input: { 'aria-label': t.activeOf(record.name) } }}
        />
      }
      label={isPending ? t.updating : record.isActive ? t.active : t.inactive}
    />
  );
}
