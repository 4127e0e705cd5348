import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { OrderLine } from '../../../../generated/models';
import { formatEGP } from '../../../shared/format';
import { ProductThumb } from './product-thumb';

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
          <Table size="small" aria-labelledby="order-items">
            <TableHead>
              <TableRow>
                <TableCell>Image</TableCell>
                <TableCell>Product</TableCell>
                <TableCell>Colour</TableCell>
                <TableCell>Size</TableCell>
                <TableCell>SKU</TableCell>
                <TableCell align="right">Quantity</TableCell>
                <TableCell align="right">Price at purchase</TableCell>
                <TableCell align="right">Discount</TableCell>
                <TableCell align="right">Line total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>
                    <ProductThumb src={line.product.imageUrl} width={48} height={60} />
                  </TableCell>
                  <TableCell
                    sx={line.product.isDeleted ? { fontStyle: 'italic', color: 'text.secondary' } : undefined}
                  >
                    {lineProductName(line)}
                  </TableCell>
                  <TableCell>{line.variant.color}</TableCell>
                  <TableCell>{line.variant.size}</TableCell>
                  <TableCell>{line.variant.sku ?? '—'}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right">{formatEGP(line.priceAtPurchase)}</TableCell>
                  <TableCell align="right">
                    {line.discountApplied > 0 ? `${line.discountApplied}%` : '—'}
                  </TableCell>
                  <TableCell align="right">{formatEGP(line.lineTotal)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
