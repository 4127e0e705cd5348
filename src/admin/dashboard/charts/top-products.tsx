/** Top Selling Products: the 5 best sellers of the period by quantity (GET /api/admin/dashboard/topProducts). */
import { Avatar, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { useGetTopProducts } from '../../../../generated/api/dashboard/dashboard';
import { TOP_PRODUCTS_LIMIT } from '../chart-theme';
import { dateParams, type DateRange } from '../date-filter';
import { EmptyText, ErrorLoadingData, LoadingText } from '../section-states';
import { useDashboardText } from '../../i18n/dashboard';

export default function TopProducts({ range }: { range: DateRange }) {
  const t = useDashboardText();
  const { data, error, isPending } = useGetTopProducts({ ...dateParams(range), limit: TOP_PRODUCTS_LIMIT });

  if (isPending) return <LoadingText text={t.loadingChart} />;
  if (error) return <ErrorLoadingData error={error} />;
  if (data.length === 0) return <EmptyText text={t.noTopProducts} />;

  return (
    <List component="ol" dense aria-label={t.sections.topProducts}>
      {data.slice(0, TOP_PRODUCTS_LIMIT).map((product, index) => (
        <ListItem
          key={`${product.productId ?? 'deleted'}-${index}`}
          secondaryAction={<Typography variant="body2">{t.sold(product.quantitySold)}</Typography>}
        >
          <ListItemAvatar>
            <Avatar variant="rounded" src={product.imageUrl ?? undefined} alt="">
              {index + 1}
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary={product.productName} translate="no" />
        </ListItem>
      ))}
    </List>
  );
}
