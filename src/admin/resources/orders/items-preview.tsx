/**
 * Hover preview of an order's first 5 lines (docs/product.md#orders-list: "The item hover preview shows the first 5 items"). The
 * list carries `items` (at most 5) and `itemCount`, so the preview needs no extra call.
 */
import { Box, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import type { OrderListItem } from '../../../../generated/models';
import { ProductThumb } from './product-thumb';
import { useOrderPagesText } from '../../i18n/order-pages';

export const PREVIEW_ITEMS = 5;

function PreviewContent({ order }: { order: Pick<OrderListItem, 'items' | 'itemCount' | 'orderNumber'> }) {
  const t = useOrderPagesText();
  const shown = order.items.slice(0, PREVIEW_ITEMS);
  const more = order.itemCount - shown.length;
  return (
    <Box sx={{ p: 0.5, minWidth: 220 }} aria-label={t.itemsOf(order.orderNumber)}>
      <Typography variant="subtitle2" gutterBottom>
        {t.itemCount(order.itemCount)}
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((item, index) => (
          <Stack component="li" key={index} direction="row" spacing={1} alignItems="center">
            <ProductThumb src={item.imageUrl} width={32} height={40} />
            <Box>
              <Typography variant="body2" translate="no">
                {item.name}
              </Typography>
              <Typography variant="caption" translate="no">
                {item.color} / {item.size} × {item.quantity}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
      {more > 0 && (
        <Typography variant="caption" component="p" sx={{ mt: 0.75 }}>
          {t.andMore(more)}
        </Typography>
      )}
    </Box>
  );
}

export function ItemsPreview({
  order,
  children,
}: {
  order: Pick<OrderListItem, 'items' | 'itemCount' | 'orderNumber'>;
  children: ReactElement;
}) {
  return (
    <Tooltip title={<PreviewContent order={order} />} placement="right-start" enterDelay={200} arrow>
      {children}
    </Tooltip>
  );
}
