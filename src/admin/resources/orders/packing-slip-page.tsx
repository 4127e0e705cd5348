/**
 * Packing slips / invoices, printable: /admin/orders/{id}/slip for one order and
 * /admin/orders/slips?ids=1,2,3 for a selection of the list, one printed page each. Each slip carries the shop's
 * name and contact (getShopContact), the order number and date, the customer, the mobile numbers, the governorate
 * and address, the items with colour, size, SKU and quantity, the totals, and the cash to collect.
 * Loaded lazily (app.tsx): it is not part of the back office's first load. Outside the layout, so the printed
 * page holds only the slips; the toolbar is hidden in print.
 */
import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  GlobalStyles,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBasename } from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { getGetOrderQueryOptions } from '../../../../generated/api/orders/orders';
import { useGetShopContact } from '../../../../generated/api/settings/settings';
import type { OrderDetail, ShopContact } from '../../../../generated/models';
import { formatDateTime } from '../../../shared/cairo-dates';
import { formatEGP } from '../../../shared/format';
import { CANCEL_REASON_LABELS } from '../../../shared/order-lifecycle';
import { SITE_NAME } from '../../../shared/site-texts';
import { lineProductName } from './order-items';
import { slipIds } from './slip-paths';
import { TotalLine } from './order-totals';

/** The cash the courier collects: the whole total for cash on delivery, nothing for an order paid otherwise. */
export function cashToCollect(order: Pick<OrderDetail, 'paymentMethod' | 'totalPrice' | 'status'>): number {
  if (order.status === 'cancelled') return 0;
  return order.paymentMethod === 'CASH_ON_DELIVERY' ? order.totalPrice : 0;
}

/** The shop's contact lines for the slip's header, the ones the owner filled in. */
export function contactLines(contact: ShopContact | undefined): string[] {
  if (!contact) return [];
  return [
    contact.phone ? `Phone ${contact.phone}` : null,
    contact.whatsapp ? `WhatsApp +${contact.whatsapp.replace(/^\+/, '')}` : null,
    contact.email,
    contact.address,
  ].filter((line): line is string => Boolean(line));
}

const PRINT_CSS = {
  '@page': { size: 'A4', margin: '12mm' },
  '@media print': {
    'body, #root': { background: '#fff !important' },
    '.slip-toolbar': { display: 'none !important' },
    '.slip': {
      breakAfter: 'page',
      border: 'none !important',
      margin: '0 !important',
      padding: '0 !important',
    },
    '.slip:last-of-type': { breakAfter: 'auto' },
  },
} as const;

function Field({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

export function PackingSlip({ order, contact }: { order: OrderDetail; contact: ShopContact | undefined }) {
  const headingId = `slip-${order.orderId}`;
  const cash = cashToCollect(order);
  return (
    <Box
      component="article"
      className="slip"
      aria-labelledby={headingId}
      sx={{
        bgcolor: '#fff',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: { xs: 1.5, sm: 3 },
        mb: 3,
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        justifyContent="space-between"
        spacing={2}
        sx={{ mb: 2 }}
      >
        <Box>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, letterSpacing: 2 }}>
            {SITE_NAME.toUpperCase()}
          </Typography>
          {contactLines(contact).map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography id={headingId} variant="h6" component="h2">
            Packing slip · Order {order.orderNumber}
          </Typography>
          <Typography variant="body2">Date {formatDateTime(order.createdAt)}</Typography>
          {order.status === 'cancelled' && (
            <Typography variant="body2" sx={{ color: '#991b1b', fontWeight: 700 }}>
              Cancelled{order.cancelReason ? `: ${CANCEL_REASON_LABELS[order.cancelReason]}` : ''}
            </Typography>
          )}
        </Box>
      </Stack>

      <Typography
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          mb: 2,
        }}
      >
        <Field label="Customer" value={`${order.firstName} ${order.lastName}`.trim()} />
        <Field label="Mobile" value={order.phone} />
        <Field label="Another mobile" value={order.anotherMobile} />
        <Field label="Governorate" value={order.city} />
        <Field label="Address" value={order.address} />
        <Field label="Another address" value={order.anotherAddress} />
      </Typography>

      <Box sx={{ overflowX: 'auto' }}>
        {/* Hand-made on purpose: a printed sheet, laid out for paper, not the screen's RecordTable. */}
        <Table size="small" aria-label={`Items of order ${order.orderNumber}`}>
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell>Colour</TableCell>
              <TableCell>Size</TableCell>
              <TableCell>SKU</TableCell>
              <TableCell align="right">Qty</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.items.map((line) => (
              <TableRow key={line.id}>
                <TableCell>{lineProductName(line)}</TableCell>
                <TableCell>{line.variant.color}</TableCell>
                <TableCell>{line.variant.size}</TableCell>
                <TableCell>{line.variant.sku ?? '—'}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{formatEGP(line.lineTotal)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>

      <Stack spacing={0.5} sx={{ mt: 2, ml: { sm: 'auto' }, maxWidth: { sm: 320 } }}>
        <TotalLine label="Subtotal" value={formatEGP(order.subtotal)} />
        {order.productDiscount > 0 && (
          <TotalLine label="Product discount" value={`− ${formatEGP(order.productDiscount)}`} />
        )}
        {order.couponDiscount > 0 && (
          <TotalLine
            label={order.coupon ? `Coupon ${order.coupon.code}` : 'Coupon discount'}
            value={`− ${formatEGP(order.couponDiscount)}`}
          />
        )}
        <TotalLine label={`Shipping (${order.city})`} value={formatEGP(order.shippingPrice)} />
        <TotalLine label="Total" value={formatEGP(order.totalPrice)} strong />
        <Box sx={{ border: 2, borderColor: 'text.primary', borderRadius: 1, p: 1, mt: 1 }}>
          <TotalLine label="Cash to collect" value={formatEGP(cash)} strong />
        </Box>
      </Stack>
    </Box>
  );
}

function usePageIds(): number[] {
  const { id } = useParams();
  const [search] = useSearchParams();
  return id !== undefined ? slipIds(id) : slipIds(search.get('ids'));
}

export default function PackingSlipPage() {
  const ids = usePageIds();
  const basename = useBasename();
  const contact = useGetShopContact();
  const results = useQueries({ queries: ids.map((id) => getGetOrderQueryOptions(id)) });
  const loading = contact.isPending || results.some((r) => r.isPending);
  const title = ids.length === 1 ? 'Packing slip' : `Packing slips (${ids.length})`;

  useEffect(() => {
    document.title = `${title} — ${SITE_NAME} back office`;
  }, [title]);

  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', p: { xs: 1, sm: 2 } }}>
      <GlobalStyles styles={PRINT_CSS} />
      <Stack
        className="slip-toolbar"
        direction="row"
        spacing={1}
        alignItems="center"
        flexWrap="wrap"
        useFlexGap
        sx={{ mb: 2 }}
      >
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button component={RouterLink} to={`${basename}/orders`}>
          Back to orders
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          disabled={loading}
        >
          Print
        </Button>
      </Stack>
      {ids.length === 0 && <Alert severity="info">No orders chosen.</Alert>}
      {loading && <LinearProgress aria-label="Loading packing slips" className="slip-toolbar" />}
      {contact.error && (
        <Alert severity="warning" className="slip-toolbar" sx={{ mb: 2 }}>
          The shop&apos;s contact details could not be loaded: {contact.error.message}
        </Alert>
      )}
      {results.map((result, index) =>
        result.data ? (
          <PackingSlip key={ids[index]} order={result.data} contact={contact.data} />
        ) : result.error ? (
          <Alert key={ids[index]} severity="error" className="slip-toolbar" sx={{ mb: 2 }}>
            Error fetching order {ids[index]}: {result.error.message}
          </Alert>
        ) : null,
      )}
    </Box>
  );
}
