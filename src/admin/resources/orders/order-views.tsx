/**
 * The orders list's saved views for a call centre (To confirm, To ship, Shipped, Refused, All; defined in
 * src/shared/order-views.ts) as tabs above the list, each with its count from getOrderViewCounts (one query,
 * under the list's dates and search). A tab sets the list's status (and cancel reason) filter, so the status
 * filter and the tabs always agree; on a phone the tabs scroll sideways.
 */
import { Box, Tab, Tabs } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { useGetOrderViewCounts } from '../../../../generated/api/orders/orders';
import type { GetOrderViewCountsParams } from '../../../../generated/models';
import { ORDER_VIEW_FILTERS, ORDER_VIEWS, viewOfFilter, type OrderView } from '../../../shared/order-views';
import type { OrdersFilter } from '../../data-provider/orders';
import { useOrdersText } from '../../i18n/orders';

/** The list's dates and search, as getOrderViewCounts takes them. */
export function viewCountParams(filter: OrdersFilter): GetOrderViewCountsParams {
  const params: GetOrderViewCountsParams = {};
  if (filter.startDate) params.startDate = filter.startDate;
  if (filter.endDate) params.endDate = filter.endDate;
  const q = filter.q?.trim();
  if (q) params.q = q;
  return params;
}

/** The list's filter with the view's status and reason in place of the ones it had (dates and search kept). */
export function filterForView(filter: OrdersFilter, view: OrderView): OrdersFilter {
  const { status: _status, cancelReason: _reason, ...rest } = filter;
  return { ...rest, ...ORDER_VIEW_FILTERS[view] };
}

export function OrderViews() {
  const text = useOrdersText();
  const { filterValues, setFilters, displayedFilters, data } = useListContext();
  const filter = filterValues as OrdersFilter;
  const params = viewCountParams(filter);
  const { data: counts, refetch } = useGetOrderViewCounts(params);
  // A status changed from a row's dropdown reloads the list, not these counts: read them again when the list's
  // rows come back anew under the same filters (new filters ask for their own counts anyway).
  const key = JSON.stringify(params);
  const seen = useRef({ data, key });
  useEffect(() => {
    const before = seen.current;
    seen.current = { data, key };
    if (before.key === key && before.data !== undefined && before.data !== data) void refetch();
  }, [data, key, refetch]);
  const current = viewOfFilter({
    status: filter.status || undefined,
    cancelReason: filter.cancelReason || undefined,
  });
  return (
    // width 0 and min-width 100%: the tabs take the list's width without widening it to their own (a phone's
    // page would then scroll sideways); they scroll inside it instead.
    <Box sx={{ borderBottom: 1, borderColor: 'divider', width: 0, minWidth: '100%' }}>
      <Tabs
        value={current ?? false}
        onChange={(_event, view: OrderView) => setFilters(filterForView(filter, view), displayedFilters)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={text.viewsLabel}
      >
        {ORDER_VIEWS.map((view) => (
          <Tab
            key={view}
            value={view}
            label={counts ? `${text.views[view]} (${counts[view]})` : text.views[view]}
            sx={{ minHeight: 48, minWidth: 44, textTransform: 'none' }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
