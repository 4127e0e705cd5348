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
import type { OrderDetail, OrderLine, ShopContact } from '../../../../generated/models';
import { formatDateTime } from '../../../shared/cairo-dates';
import { formatDeductionIn, formatEGPIn } from '../../../shared/format';
import { governorateName } from '../../../shared/governorates';
import type { OrderLanguage } from '../../../shared/order-lifecycle';
import { shopDateTime } from '../../../shared/shop-dates';
import { SITE_NAME } from '../../../shared/site-texts';
import { useOrderPagesText } from '../../i18n/order-pages';
import { PACKING_SLIP_TEXT, type PackingSlipText } from '../../i18n/packing-slip';
import { slipIds } from './slip-paths';
import { TotalLine } from './order-totals';

/** The cash the courier collects: the whole total for cash on delivery, nothing for an order paid otherwise. */
export function cashToCollect(order: Pick<OrderDetail, 'paymentMethod' | 'totalPrice' | 'status'>): number {
  if (order.status === 'cancelled') return 0;
  return order.paymentMethod === 'CASH_ON_DELIVERY' ? order.totalPrice : 0;
}

/** The shop's contact lines for the slip's header, the ones the owner filled in. */
export function contactLines(
  contact: ShopContact | undefined,
  t: PackingSlipText = PACKING_SLIP_TEXT.en,
): string[] {
  if (!contact) return [];
  return [
    contact.phone ? t.phone(contact.phone) : null,
    contact.whatsapp ? t.whatsapp(contact.whatsapp.replace(/^\+/, '')) : null,
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

/**
 * The slip's words and figures in the order's language: an Arabic order's slip names the product, colour and
 * governorate in Arabic (English where the shop wrote none), its date in the shop's Arabic form and its amounts
 * as Arabic pages write them; an English one keeps the back office's date form.
 */
function slipWords(language: OrderLanguage) {
  const arabic = language === 'ar';
  return {
    t: PACKING_SLIP_TEXT[language],
    money: (amount: number) => formatEGPIn(amount, language),
    deduction: (amount: number) => formatDeductionIn(amount, language),
    date: (instant: string) => (arabic ? shopDateTime(instant, 'ar') : formatDateTime(instant)),
    governorate: (city: string) => governorateName(city, language),
    name: (line: OrderLine) =>
      line.product.isDeleted
        ? PACKING_SLIP_TEXT[language].deletedProduct
        : (arabic && line.product.nameAr?.trim()) || line.product.name,
    colour: (line: OrderLine) => (arabic && line.variant.colorAr?.trim()) || line.variant.color,
  };
}

export function PackingSlip({ order, contact }: { order: OrderDetail; contact: ShopContact | undefined }) {
  const headingId = `slip-${order.orderId}`;
  const cash = cashToCollect(order);
  const { t, money, deduction, date, governorate, name, colour } = slipWords(order.language);
  const arabic = order.language === 'ar';
  // MUI's cells align left or right: the start of an Arabic line is its right.
  const start = arabic ? 'right' : 'left';
  const end = arabic ? 'left' : 'right';
  return (
    <Box
      component="article"
      className="slip"
      lang={order.language}
      dir={arabic ? 'rtl' : 'ltr'}
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
          {contactLines(contact, t).map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
        </Box>
        <Box sx={{ textAlign: { sm: 'end' } }}>
          <Typography id={headingId} variant="h6" component="h2">
            {t.title(order.orderNumber)}
          </Typography>
          <Typography variant="body2">{t.date(date(order.createdAt))}</Typography>
          {order.status === 'cancelled' && (
            <Typography variant="body2" sx={{ color: '#991b1b', fontWeight: 700 }}>
              {t.cancelled}
              {order.cancelReason ? `: ${t.reasons[order.cancelReason]}` : ''}
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
        <Field label={t.customer} value={`${order.firstName} ${order.lastName}`.trim()} />
        <Field label={t.mobile} value={order.phone} />
        <Field label={t.anotherMobile} value={order.anotherMobile} />
        <Field label={t.governorate} value={governorate(order.city)} />
        <Field label={t.address} value={order.address} />
        <Field label={t.anotherAddress} value={order.anotherAddress} />
      </Typography>

      {/* A phone scrolls the table sideways: a region the keyboard can reach. */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t.itemsOf(order.orderNumber)}>
        {/* Hand-made on purpose: a printed sheet, laid out for paper, not the screen's RecordTable. */}
        <Table size="small" aria-label={t.itemsOf(order.orderNumber)}>
          <TableHead>
            <TableRow>
              <TableCell align={start}>{t.item}</TableCell>
              <TableCell align={start}>{t.colour}</TableCell>
              <TableCell align={start}>{t.size}</TableCell>
              <TableCell align={start}>{t.sku}</TableCell>
              <TableCell align={end}>{t.quantity}</TableCell>
              <TableCell align={end}>{t.lineTotal}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.items.map((line) => (
              <TableRow key={line.id}>
                <TableCell align={start}>{name(line)}</TableCell>
                <TableCell align={start}>{colour(line)}</TableCell>
                <TableCell align={start}>{line.variant.size}</TableCell>
                <TableCell align={start}>{line.variant.sku ?? '—'}</TableCell>
                <TableCell align={end}>{line.quantity}</TableCell>
                <TableCell align={end}>{money(line.lineTotal)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>

      <Stack spacing={0.5} sx={{ mt: 2, marginInlineStart: { sm: 'auto' }, maxWidth: { sm: 320 } }}>
        <TotalLine label={t.subtotal} value={money(order.subtotal)} />
        {order.productDiscount > 0 && (
          <TotalLine label={t.productDiscount} value={deduction(order.productDiscount)} />
        )}
        {order.couponDiscount > 0 && (
          <TotalLine
            label={order.coupon ? t.coupon(order.coupon.code) : t.couponDiscount}
            value={deduction(order.couponDiscount)}
          />
        )}
        <TotalLine label={t.shipping(governorate(order.city))} value={money(order.shippingPrice)} />
        <TotalLine label={t.total} value={money(order.totalPrice)} strong />
        <Box sx={{ border: 2, borderColor: 'text.primary', borderRadius: 1, p: 1, mt: 1 }}>
          <TotalLine label={t.cashToCollect} value={money(cash)} strong />
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
  const text = useOrderPagesText();
  const contact = useGetShopContact();
  const results = useQueries({ queries: ids.map((id) => getGetOrderQueryOptions(id)) });
  const loading = contact.isPending || results.some((r) => r.isPending);
  const title = text.slipsTitle(ids.length);

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
          {text.backToOrders}
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          disabled={loading}
        >
          {text.print}
        </Button>
      </Stack>
      {ids.length === 0 && <Alert severity="info">{text.noOrdersChosen}</Alert>}
      {loading && <LinearProgress aria-label={text.loadingSlips} className="slip-toolbar" />}
      {contact.error && (
        <Alert severity="warning" className="slip-toolbar" sx={{ mb: 2 }}>
          {text.contactFailed(contact.error.message)}
        </Alert>
      )}
      {results.map((result, index) =>
        result.data ? (
          <PackingSlip key={ids[index]} order={result.data} contact={contact.data} />
        ) : result.error ? (
          <Alert key={ids[index]} severity="error" className="slip-toolbar" sx={{ mb: 2 }}>
            {text.slipOrderFailed(String(ids[index]), result.error.message)}
          </Alert>
        ) : null,
      )}
    </Box>
  );
}
