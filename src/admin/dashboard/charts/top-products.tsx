/** Top Selling Products: the 5 best sellers of the period by quantity (GET /api/admin/dashboard/topProducts). */
import { Avatar, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { useGetTopProducts } from '../../../../generated/api/dashboard/dashboard';
import { TOP_PRODUCTS_LIMIT } from '../chart-theme';
import { dateParams, type DateRange } from '../date-filter';
import { EmptyText, ErrorLoadingData, LoadingText } from '../section-states';

export default function TopProducts({ range }: { range: DateRange }) {
  const { data, error, isPending } = useGetTopProducts({ ...dateParams(range), limit: TOP_PRODUCTS_LIMIT });

  if (isPending) return <LoadingText text="Loading chart..." />;
  if (error) return <ErrorLoadingData error={error} />;
  if (data.length === 0) return <EmptyText text="No top-selling products found." />;

  return (
    <List component="ol" dense aria-label="Top Selling Products">
      {data.slice(0, TOP_PRODUCTS_LIMIT).map((product, index) => (
        <ListItem
          key={`${product.productId ?? 'deleted'}-${index}`}
          secondaryAction={<Typography variant="body2">{product.quantitySold} sold</Typography>}
        >
          <ListItemAvatar>
            <Avatar variant="rounded" src={product.imageUrl ?? undefined} alt="">
              {index + 1}
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary={product.productName} />
        </ListItem>
      ))}
    </List>
  );
}
