/**
 * Low stock (threshold 5): an alert widget at the top of the dashboard and the listing of the products concerned,
 * both from one call (react-query shares it) to GET /api/admin/dashboard/lowStockProducts. Each product's name
 * links to its edit form.
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
import { useGetLowStockProducts } from '../../../generated/api/dashboard/dashboard';
import { LOW_STOCK_THRESHOLD } from './chart-theme';
import { ErrorLoadingData } from './section-states';

export const LOW_STOCK_LIST_ID = 'low-stock-products';

/**
 * Where a low-stock row leads: the products list with that product's edit modal open, inside the back office
 * (a path outside /admin opened a blank page on click and the shop's 404 when opened directly).
 */
export function productEditPath(id: number): string {
  return `/admin/products?edit=${id}`;
}

function useLowStock() {
  return useGetLowStockProducts({ threshold: LOW_STOCK_THRESHOLD });
}

export function LowStockAlert() {
  const { data, error } = useLowStock();
  if (error || !data) return null;
  if (data.length === 0) {
    return (
      <Alert severity="success" variant="outlined">
        All products have sufficient stock.
      </Alert>
    );
  }
  return (
    <Alert severity="warning" icon={<WarningIcon />} aria-label="Low stock alert">
      {data.length} {data.length === 1 ? 'product is' : 'products are'} low on stock ({LOW_STOCK_THRESHOLD} or
      fewer left in a size). <AnchorLink href={`#${LOW_STOCK_LIST_ID}`}>See which</AnchorLink>
    </Alert>
  );
}

export function LowStockList() {
  const { data, error, isPending } = useLowStock();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={`${LOW_STOCK_LIST_ID}-title`}
      id={LOW_STOCK_LIST_ID}
    >
      <CardContent>
        <Typography id={`${LOW_STOCK_LIST_ID}-title`} variant="h6" component="h2" gutterBottom>
          Low Stock Products
        </Typography>
        {isPending && <Typography variant="body2">Loading...</Typography>}
        {error && <ErrorLoadingData error={error} />}
        {data?.length === 0 && <Typography variant="body2">All products have sufficient stock.</Typography>}
        {data && data.length > 0 && (
          <TableContainer>
            {/* Hand-made on purpose: one row per colour, the product's name only on its first row. */}
            <Table size="small" aria-label="Low stock products">
              <TableHead>
                <TableRow>
                  <TableCell>Product</TableCell>
                  <TableCell>Colour</TableCell>
                  <TableCell>Sizes (stock)</TableCell>
                  <TableCell align="right">Total stock</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.flatMap((product) =>
                  product.variants.map((variant, index) => (
                    <TableRow key={`${product.id}-${variant.color}`}>
                      <TableCell>
                        {index === 0 ? (
                          <Link to={productEditPath(product.id)} aria-label={`Edit ${product.name}`}>
                            {product.name}
                          </Link>
                        ) : (
                          ''
                        )}
                      </TableCell>
                      <TableCell>{variant.color}</TableCell>
                      <TableCell>
                        {variant.sizes.map((size, i) => (
                          <Typography
                            key={size.size}
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
