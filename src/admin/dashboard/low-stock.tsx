/**
 * Low stock (threshold 5): an alert widget at the top of the dashboard and the listing of the most urgent products
 * (out of stock first), both from one call (react-query shares it) to GET /api/admin/dashboard/lowStockProducts,
 * which answers the first LOW_STOCK_LIMIT and the total in X-Total-Count. Both say how many there are in all; past
 * the limit the listing says it shows the first N and links to the products list filtered by low stock. Each
 * product's name links to its edit form.
 */
import WarningIcon from '@mui/icons-material/WarningAmber';
import {
  Alert,
  Card,
  CardContent,
  Link as AnchorLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link } from 'react-admin';
import { LOW_STOCK_THRESHOLD } from './chart-theme';
import { useLowStockProducts } from './counted-queries';
import { ErrorLoadingData } from './section-states';
import { useDashboardText } from '../i18n/dashboard';

export const LOW_STOCK_LIST_ID = 'low-stock-products';

/**
 * Where a low-stock row leads: the products list with that product's edit modal open, inside the back office
 * (a path outside /admin opened a blank page on click and the shop's 404 when opened directly).
 */
export function productEditPath(id: number): string {
  return `/admin/products?edit=${id}`;
}

/** The products list with its low-stock filter on (the same threshold): every low product, page by page. */
export const LOW_STOCK_LIST_PATH = `/admin/products?filter=${encodeURIComponent(JSON.stringify({ lowStock: true }))}`;

/** How many low products the dashboard lists: the contract's default, enough for a morning's restocking. */
export const LOW_STOCK_LIMIT = 50;

function useLowStock() {
  return useLowStockProducts({ threshold: LOW_STOCK_THRESHOLD, limit: LOW_STOCK_LIMIT });
}

export function LowStockAlert() {
  const t = useDashboardText();
  const { data: answer, error } = useLowStock();
  if (error || !answer) return null;
  if (answer.total === 0) {
    return (
      <Alert severity="success" variant="outlined">
        {t.lowStockNone}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" icon={<WarningIcon />} aria-label={t.lowStockAlert}>
      {t.lowStock(answer.total, LOW_STOCK_THRESHOLD)}{' '}
      <AnchorLink href={`#${LOW_STOCK_LIST_ID}`}>{t.seeWhich}</AnchorLink>
    </Alert>
  );
}

export function LowStockList() {
  const t = useDashboardText();
  const { data: answer, error, isPending } = useLowStock();
  const data = answer?.rows;
  const cut = answer !== undefined && answer.total > answer.rows.length;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={`${LOW_STOCK_LIST_ID}-title`}
      id={LOW_STOCK_LIST_ID}
    >
      <CardContent>
        <Typography id={`${LOW_STOCK_LIST_ID}-title`} variant="h6" component="h2" gutterBottom>
          {t.lowStockTitle}
        </Typography>
        {isPending && <Typography variant="body2">{t.loading}</Typography>}
        {error && <ErrorLoadingData error={error} />}
        {data?.length === 0 && <Typography variant="body2">{t.lowStockNone}</Typography>}
        {cut && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t.lowStockShowing(answer.rows.length, answer.total)}{' '}
            <Link to={LOW_STOCK_LIST_PATH}>{t.lowStockSeeAll}</Link>
          </Typography>
        )}
        {data && data.length > 0 && (
          <TableContainer>
            {/* Hand-made on purpose: one row per colour, the product's name only on its first row. */}
            <Table size="small" aria-label={t.lowStockTable}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.product}</TableCell>
                  <TableCell>{t.colour}</TableCell>
                  <TableCell>{t.sizesStock}</TableCell>
                  <TableCell align="right">{t.totalStock}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.flatMap((product) =>
                  product.variants.map((variant, index) => (
                    <TableRow key={`${product.id}-${variant.color}`}>
                      <TableCell>
                        {index === 0 ? (
                          <Link
                            to={productEditPath(product.id)}
                            aria-label={t.editProduct(product.name)}
                            translate="no"
                          >
                            {product.name}
                          </Link>
                        ) : (
                          ''
                        )}
                      </TableCell>
                      <TableCell translate="no">{variant.color}</TableCell>
                      <TableCell>
                        {variant.sizes.map((size, i) => (
                          <Typography
                            key={size.size}
                            translate="no"
                            component="span"
                            variant="body2"
                            color={
                              size.stock === 0
                                ? 'error'
                                : size.stock <= LOW_STOCK_THRESHOLD
                                  ? 'warning.dark'
                                  : undefined
                            }
                          >
                            {i > 0 ? ', ' : ''}
                            {size.size}: {size.stock}
                          </Typography>
                        ))}
                      </TableCell>
                      <TableCell align="right">{variant.totalStock}</TableCell>
                    </TableRow>
                  )),
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
