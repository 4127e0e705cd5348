import {
  Box,
  Card,
  CardContent,
  Stack,
  TableContainer,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { OrderLine } from '../../../../generated/models';
import { formatEGP } from '../../../shared/format';
import { ProductThumb } from './product-thumb';
import { RecordTable } from '../../components/record-table';
import { useOrderPagesText } from '../../i18n/order-pages';

/** The name snapshotted at purchase, unless the product has since been deleted (docs/product.md#data). */
export function lineProductName(line: Pick<OrderLine, 'product'>, deleted = 'Deleted Product'): string {
  return line.product.isDeleted ? deleted : line.product.name;
}

/** On a phone (390 px) each line is a small card: the nine-column table would scroll sideways. */
function OrderItemCards({ items }: { items: OrderLine[] }) {
  const t = useOrderPagesText();
  return (
    <Stack component="ul" aria-labelledby="order-items" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((line) => (
        <Stack component="li" key={line.id} direction="row" spacing={1.5}>
          <ProductThumb src={line.product.imageUrl} width={48} height={60} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              variant="body2"
              translate={line.product.isDeleted ? undefined : 'no'}
              sx={{
                fontWeight: 600,
                overflowWrap: 'anywhere',
                ...(line.product.isDeleted ? { fontStyle: 'italic', color: 'text.secondary' } : {}),
              }}
            >
              {lineProductName(line, t.deletedProduct)}
            </Typography>
            <Typography variant="body2" translate="no">
              {line.variant.color} / {line.variant.size} × {line.quantity}
            </Typography>
            <Typography variant="caption" component="p" color="text.secondary">
              SKU <span translate="no">{line.variant.sku ?? '—'}</span> · {formatEGP(line.priceAtPurchase)}
              {line.discountApplied > 0 ? ` − ${line.discountApplied}%` : ''}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatEGP(line.lineTotal)}
            </Typography>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

/** The lines as bought: prices, discounts and names are the order's snapshot, not today's catalogue. */
export function OrderItems({ items }: { items: OrderLine[] }) {
  const t = useOrderPagesText();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (small)
    return (
      <Card variant="outlined" component="section" aria-labelledby="order-items">
        <CardContent>
          <Typography id="order-items" variant="h6" component="h2" gutterBottom>
            {t.items}
          </Typography>
          <OrderItemCards items={items} />
        </CardContent>
      </Card>
    );
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-items">
      <CardContent>
        <Typography id="order-items" variant="h6" component="h2" gutterBottom>
          {t.items}
        </Typography>
        <TableContainer>
          <RecordTable
            aria-labelledby="order-items"
            rows={items}
            rowKey={(line) => line.id}
            columns={[
              {
                label: t.image,
                render: (line) => <ProductThumb src={line.product.imageUrl} width={48} height={60} />,
              },
              {
                label: t.product,
                cellSx: (line) =>
                  line.product.isDeleted ? { fontStyle: 'italic', color: 'text.secondary' } : undefined,
                render: (line) =>
                  line.product.isDeleted ? t.deletedProduct : <span translate="no">{line.product.name}</span>,
              },
              { label: t.colour, render: (line) => <span translate="no">{line.variant.color}</span> },
              { label: t.size, render: (line) => <span translate="no">{line.variant.size}</span> },
              { label: 'SKU', render: (line) => <span translate="no">{line.variant.sku ?? '—'}</span> },
              { label: t.quantity, align: 'right', render: (line) => line.quantity },
              {
                label: t.priceAtPurchase,
                align: 'right',
                render: (line) => formatEGP(line.priceAtPurchase),
              },
              {
                label: t.discount,
                align: 'right',
                render: (line) => (line.discountApplied > 0 ? `${line.discountApplied}%` : '—'),
              },
              { label: t.lineTotal, align: 'right', render: (line) => formatEGP(line.lineTotal) },
            ]}
          />
        </TableContainer>
      </CardContent>
    </Card>
  );
}
