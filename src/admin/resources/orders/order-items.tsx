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

/** The name snapshotted at purchase, unless the product has since been deleted (docs/product.md#data). */
export function lineProductName(line: Pick<OrderLine, 'product'>): string {
  return line.product.isDeleted ? 'Deleted Product' : line.product.name;
}

/** On a phone (390 px) each line is a small card: the nine-column table would scroll sideways. */
function OrderItemCards({ items }: { items: OrderLine[] }) {
  return (
    <Stack component="ul" aria-labelledby="order-items" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((line) => (
        <Stack component="li" key={line.id} direction="row" spacing={1.5}>
          <ProductThumb src={line.product.imageUrl} width={48} height={60} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              variant="body2"
              sx={{
                fontWeight: 600,
                overflowWrap: 'anywhere',
                ...(line.product.isDeleted ? { fontStyle: 'italic', color: 'text.secondary' } : {}),
              }}
            >
              {lineProductName(line)}
            </Typography>
            <Typography variant="body2">
              {line.variant.color} / {line.variant.size} × {line.quantity}
            </Typography>
            <Typography variant="caption" component="p" color="text.secondary">
              SKU {line.variant.sku ?? '—'} · {formatEGP(line.priceAtPurchase)}
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
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (small)
    return (
      <Card variant="outlined" component="section" aria-labelledby="order-items">
        <CardContent>
          <Typography id="order-items" variant="h6" component="h2" gutterBottom>
            Items
          </Typography>
          <OrderItemCards items={items} />
        </CardContent>
      </Card>
    );
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-items">
      <CardContent>
        <Typography id="order-items" variant="h6" component="h2" gutterBottom>
          Items
        </Typography>
        <TableContainer>
          <RecordTable
            aria-labelledby="order-items"
            rows={items}
            rowKey={(line) => line.id}
            columns={[
              {
                label: 'Image',
                render: (line) => <ProductThumb src={line.product.imageUrl} width={48} height={60} />,
              },
              {
                label: 'Product',
                cellSx: (line) =>
                  line.product.isDeleted ? { fontStyle: 'italic', color: 'text.secondary' } : undefined,
                render: lineProductName,
              },
              { label: 'Colour', render: (line) => line.variant.color },
              { label: 'Size', render: (line) => line.variant.size },
              { label: 'SKU', render: (line) => line.variant.sku ?? '—' },
              { label: 'Quantity', align: 'right', render: (line) => line.quantity },
              {
                label: 'Price at purchase',
                align: 'right',
                render: (line) => formatEGP(line.priceAtPurchase),
              },
              {
                label: 'Discount',
                align: 'right',
                render: (line) => (line.discountApplied > 0 ? `${line.discountApplied}%` : '—'),
              },
              { label: 'Line total', align: 'right', render: (line) => formatEGP(line.lineTotal) },
            ]}
          />
        </TableContainer>
      </CardContent>
    </Card>
  );
}
