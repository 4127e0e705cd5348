/**
 * "Return or exchange" on a delivered order's page: staff record a request the shopper made by phone or
 * WhatsApp (createReturn). The kind; per line of the order how many come back (0 to the line's quantity) and
 * why; for an exchange the colour and size wanted, from the product as the products screens read it
 * (react-admin's getOne on "products", getAdminProduct), offering only sizes in stock. A refusal (409: outside
 * the window, more than was delivered…) is a notification with the server's sentence; once made, the request's
 * page opens.
 */
import { Alert, AlertTitle, Box, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  useDataProvider,
  useGetOne,
  useNotify,
  useRedirect,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { OrderLine, ReturnCreate } from '../../../../generated/models';
import { createReturnBodyNoteMax } from '../../../../generated/zod/returns/returns.zod';
import { SHOPPER_RETURN_REASONS } from '../../../shared/returns';
import type { ProductRecord } from '../../data-provider/products';
import type { ReturnRecord } from '../../data-provider/returns';
import { useReturnsText } from '../../i18n/returns';
import { ProductThumb } from '../orders/product-thumb';
import { createReturnForm, type CreateReturnValues } from './create-return-form';
import { StepDialog } from './step-dialog';

/** The colours of the product with a size in stock, and the sizes in stock of the colour chosen. */
function WantedInputs({ line, index }: { line: OrderLine; index: number }) {
  const t = useReturnsText();
  const productId = line.product.isDeleted ? null : line.product.id;
  const { data: product } = useGetOne<ProductRecord>(
    'products',
    { id: productId ?? 0 },
    { enabled: productId !== null },
  );
  const variantId = useWatch({ name: `lines.${index}.wantedVariantId` }) as number | string | null;
  if (productId === null)
    return (
      <Typography variant="body2" color="text.secondary">
        {t.productGone}
      </Typography>
    );
  const colours = (product?.variants ?? []).filter((variant) => variant.sizes.some((size) => size.stock > 0));
  const chosen = colours.find((variant) => String(variant.id) === String(variantId ?? ''));
  const sizes = (chosen?.sizes ?? []).filter((size) => size.stock > 0);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <SelectInput
        source={`lines.${index}.wantedVariantId`}
        label={t.wantedColour}
        choices={colours.map((variant) => ({ id: variant.id, name: variant.color }))}
        isLoading={!product}
        fullWidth
      />
      <SelectInput
        source={`lines.${index}.wantedSize`}
        label={t.wantedSize}
        choices={sizes.map((size) => ({ id: size.size, name: size.size }))}
        disabled={!chosen}
        emptyText={chosen && sizes.length === 0 ? t.noSizeInStock : undefined}
        fullWidth
      />
    </Stack>
  );
}

function LineInputs({ line, index }: { line: OrderLine; index: number }) {
  const t = useReturnsText();
  const kind = useWatch({ name: 'kind' }) as string | null;
  const quantity = Number(useWatch({ name: `lines.${index}.quantity` }) ?? 0);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
        <ProductThumb src={line.product.imageUrl} width={40} height={50} />
        <Typography component="legend" variant="body2" translate="no" sx={{ fontWeight: 600 }}>
          {`${line.product.name} (${line.variant.color}, ${line.variant.size}) ×${line.quantity}`}
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <SelectInput
          source={`lines.${index}.quantity`}
          label={t.howMany}
          // 0 is the empty choice: the line stays out of the request.
          choices={Array.from({ length: line.quantity }, (_, n) => ({ id: n + 1, name: String(n + 1) }))}
          emptyValue={0}
          emptyText="0"
          sx={{ minWidth: 120 }}
        />
        {quantity > 0 && (
          <SelectInput
            source={`lines.${index}.reason`}
            label={t.reason}
            choices={SHOPPER_RETURN_REASONS.map((reason) => ({ id: reason, name: t.reasons[reason] }))}
            fullWidth
          />
        )}
      </Stack>
      {quantity > 0 && kind === 'exchange' && <WantedInputs line={line} index={index} />}
    </Box>
  );
}

export function CreateReturnDialog({
  order,
  onClose,
}: {
  order: { orderId: number; orderNumber: string; items: OrderLine[] };
  onClose: () => void;
}) {
  const t = useReturnsText();
  const [{ resolver }] = useState(() => createReturnForm(order.orderId, t));
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const [busy, setBusy] = useState(false);
  const defaultValues: CreateReturnValues = {
    kind: 'return',
    note: '',
    lines: order.items.map((line) => ({
      orderItemId: line.id,
      quantity: 0,
      reason: null,
      wantedVariantId: null,
      wantedSize: null,
    })),
  };

  const submit = async (body: ReturnCreate) => {
    setBusy(true);
    try {
      const { data } = await dataProvider.create<ReturnRecord>('returns', { data: body });
      notify(t.created(data.id), { type: 'success' });
      onClose();
      redirect('show', 'returns', data.id);
    } catch (error) {
      notify(
        <Alert severity="error" variant="filled">
          <AlertTitle>{t.createFailed}</AlertTitle>
          {error instanceof Error && error.message ? error.message : t.tryAgain}
        </Alert>,
        { type: 'error', autoHideDuration: 8000 },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepDialog
      title={t.createTitle(order.orderNumber)}
      submitLabel={t.create}
      resolver={resolver}
      defaultValues={defaultValues}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <RadioButtonGroupInput
        source="kind"
        label={t.kind}
        isRequired
        choices={(['return', 'exchange'] as const).map((kind) => ({ id: kind, name: t.kinds[kind] }))}
      />
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t.createHelp}
      </Typography>
      <Stack spacing={2} divider={<Divider flexItem />}>
        {order.items.map((line, index) => (
          <LineInputs key={line.id} line={line} index={index} />
        ))}
      </Stack>
      <TextInput
        source="note"
        label={t.noteOptional}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { maxLength: createReturnBodyNoteMax } }}
      />
    </StepDialog>
  );
}
