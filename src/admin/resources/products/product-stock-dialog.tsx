/**
 * Stock edited from the list: one number per colour and size, saved together with updateProductStock
 * (only the sizes that changed go up). The row shows the new total at once after the save.
 */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import type { ProductRecord } from '../../data-provider/products';
import { latinDigits } from '../../../shared/digits';
import { useProductsText } from '../../i18n/products';
import { useMayCall } from '../../use-staff-role';
import { WithName } from '../../components/with-name';

const STOCK_MAX = 100_000;

export function totalStock(record: ProductRecord): number {
  return (
    record.totalStock ??
    record.variants.reduce((sum, v) => sum + v.sizes.reduce((s, size) => s + size.stock, 0), 0)
  );
}

function StockForm({ record, onClose }: { record: ProductRecord; onClose: () => void }) {
  const t = useProductsText().stock;
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<ProductRecord>();
  const [values, setValues] = useState<Record<number, string>>(() =>
    Object.fromEntries(record.variants.flatMap((v) => v.sizes.map((s) => [s.id, String(s.stock)]))),
  );
  const [error, setError] = useState<string | null>(null);
  const invalid = (text: string) =>
    !/^\d+$/.test(latinDigits(text).trim()) || Number(latinDigits(text)) > STOCK_MAX;

  const save = () => {
    const sizes = record.variants
      .flatMap((v) => v.sizes)
      .filter((s) => Number(latinDigits(values[s.id] ?? '')) !== s.stock)
      .map((s) => ({ id: s.id, stock: Number(latinDigits(values[s.id] ?? '')) }));
    if (Object.values(values).some(invalid)) {
      setError(t.range(STOCK_MAX));
      return;
    }
    if (sizes.length === 0) {
      onClose();
      return;
    }
    update(
      'products',
      { id: record.id, data: { sizes }, previousData: record, meta: { stockOnly: true } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(t.updated, { type: 'success' });
          refresh();
          onClose();
        },
        onError: (e) => setError(t.failed(e instanceof Error ? e.message : String(e))),
      },
    );
  };

  return (
    <>
      <DialogContent>
        {record.variants.length === 0 && <Typography>{t.noColours}</Typography>}
        <Stack spacing={2} sx={{ pt: 1 }}>
          {record.variants.map((variant) => (
            <fieldset key={variant.id} style={{ border: 0, padding: 0, margin: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }} translate="no">
                {variant.color}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                {variant.sizes.map((size) => (
                  <TextField
                    key={size.id}
                    label={size.size}
                    type="number"
                    size="small"
                    value={values[size.id] ?? ''}
                    error={invalid(values[size.id] ?? '')}
                    onChange={(event) => setValues((old) => ({ ...old, [size.id]: event.target.value }))}
                    slotProps={{
                      htmlInput: {
                        min: 0,
                        max: STOCK_MAX,
                        step: 1,
                        'aria-label': t.of(variant.color, size.size),
                      },
                    }}
                    sx={{ width: 96 }}
                  />
                ))}
              </Stack>
            </fieldset>
          ))}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button variant="contained" onClick={save} disabled={isPending}>
          {t.save}
        </Button>
      </DialogActions>
    </>
  );
}

/** The stock total as a button; it opens the per-size editor. */
export function ProductStockButton() {
  const t = useProductsText().stock;
  const record = useRecordContext<ProductRecord>();
  const [open, setOpen] = useState(false);
  // A role that may not change the stock (the order desk) reads the total only.
  const mayEdit = useMayCall('updateProductStock');
  if (!record) return null;
  if (!mayEdit)
    return (
      <Typography variant="body2" component="span">
        {totalStock(record)}
      </Typography>
    );
  return (
    <>
      <Button
        size="small"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        aria-label={t.editOf(record.name)}
      >
        {totalStock(record)}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        onClick={(event) => event.stopPropagation()}
        aria-labelledby={`stock-title-${record.id}`}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={`stock-title-${record.id}`}>
          <WithName text={t.title} name={record.name} />
        </DialogTitle>
        {open && <StockForm record={record} onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}
