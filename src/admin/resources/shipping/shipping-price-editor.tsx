/**
 * One governorate's fee, edited in its row: Save is offered once the typed price differs from the saved one. A
 * role that reads the fees without changing them (the order desk, to tell a customer) sees the fee only.
 */
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { City } from '../../../../generated/models';
import { useShippingText } from '../../i18n/shipping';
import { useFormsText } from '../../i18n/forms';
import { useMayCall } from '../../use-staff-role';
import { parseShippingPrice } from './shipping-price';

export function ShippingPriceEditor() {
  const t = useShippingText();
  const city = useRecordContext<City>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<City>();
  const [typed, setTyped] = useState<string | null>(null);
  const mayEdit = useMayCall('updateShippingPrice');
  const { money } = useFormsText();
  if (!city) return null;
  if (!mayEdit)
    return (
      <Typography variant="body2" component="span">
        {money(city.shippingPrice)}
      </Typography>
    );

  const value = typed ?? String(city.shippingPrice);
  const parsed = parseShippingPrice(value, t.errors);
  const changed = 'price' in parsed && parsed.price !== city.shippingPrice;

  const save = () => {
    if (!('price' in parsed)) return;
    update(
      'shipping',
      { id: city.id, data: { shippingPrice: parsed.price }, previousData: city },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setTyped(null);
          notify(t.saved(city.name), { type: 'success' });
        },
        onError: (error) =>
          notify(t.failed(city.name, error instanceof Error ? error.message : String(error)), {
            type: 'error',
          }),
      },
    );
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="flex-start"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <TextField
        size="small"
        type="number"
        value={value}
        onChange={(event) => setTyped(event.target.value)}
        error={'error' in parsed}
        helperText={'error' in parsed ? parsed.error : undefined}
        slotProps={{
          htmlInput: { min: 0, max: 10000, step: 0.01, 'aria-label': t.priceTo(city.name) },
        }}
        sx={{ width: 140 }}
      />
      <Button type="submit" size="small" variant="outlined" disabled={!changed || isPending}>
        {t.save}
      </Button>
    </Stack>
  );
}
