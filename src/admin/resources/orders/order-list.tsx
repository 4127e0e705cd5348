/**
 * /admin/orders (docs/product.md#orders-list). react-admin keeps the page, its size and the filters (status,
 * cancelReason, startDate, endDate, q) in the query string, and moves a page outside 1..totalPages back into
 * range. The order lifecycle adds the number's risk badge, the courier sheet and packing slips for a selection;
 * the call centre adds the saved views with their counts (order-views.tsx), 25/50/100 a page, a bulk status
 * change and the Excel exports for a selection. On a phone the orders are cards, each with its own checkbox.
 */
import {
  Box,
  Checkbox,
  Link,
  List as MuiList,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
  useBasename,
  useListContext,
} from 'react-admin';
import { useFormsText } from '../../i18n/forms';
import { formatEGP } from '../../../shared/format';
import { telLink } from '../../../shared/order-messages';
import { FilterDrawerButton } from '../../components/filter-drawer';
import { ORDERS_PAGE_SIZES, ORDERS_PER_PAGE, type OrderListRecord } from '../../data-provider/orders';
import { useOrdersText } from '../../i18n/orders';
import { BulkStatusButton } from './bulk-status';
import { CourierSheetButton } from './courier-sheet-button';
import { ExcelExportButtons } from './excel-export-buttons';
import { ExportOrdersButton } from './export-orders-button';
import { useMayCall } from '../../use-staff-role';
import { flatOrdersQueryToList } from './flat-query';
import { ItemsPreview } from './items-preview';
import { OrderViews } from './order-views';
import { customerName } from './orders-csv';
import { useOrderStoryText } from '../../i18n/order-story';
import { STATUS_BADGE, STATUS_CHOICES } from './order-status';
import { PrintSlipsButton, SelectOrder } from './print-slips-button';
import { HoldFlagChips, RiskBadge } from './risk';
import { StatusSelect } from './status-select';
import { useOrderPagesText } from '../../i18n/order-pages';
import { useGovernorateName } from '../../i18n/governorate-name';

/** The list's filters, in the back office's language. */
function useOrderFilters() {
  const t = useOrderPagesText();
  const { statuses } = useOrdersText();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={t.search} />,
    <SelectInput
      key="status"
      source="status"
      label={t.status}
      choices={STATUS_CHOICES.map(({ id }) => ({ id, name: statuses[id] }))}
      alwaysOn
      emptyText={t.allStatuses}
    />,
    <DateInput key="startDate" source="startDate" label={t.from} alwaysOn />,
    <DateInput key="endDate" source="endDate" label={t.to} alwaysOn />,
  ];
}

function OrderListActions({ phone }: { phone: boolean }) {
  const orderFilters = useOrderFilters();
  // The whole list as a file (every customer's mobile and address) is the owner's and the manager's.
  const mayExport = useMayCall('exportOrderLines');
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {phone && <FilterDrawerButton filters={orderFilters} />}
      <BulkStatusButton />
      <PrintSlipsButton />
      {mayExport && <ExportOrdersButton />}
      <CourierSheetButton />
      <ExcelExportButtons />
    </TopToolbar>
  );
}

/** Rewrites a flat link (?status=…&page=…) into react-admin's query before the list reads it. */
function FlatQueryRedirect({ children }: { children: ReactNode }) {
  const location = useLocation();
  const rewritten = flatOrdersQueryToList(location.search);
  return rewritten === null ? (
    children
  ) : (
    <Navigate replace to={{ pathname: location.pathname, search: rewritten }} />
  );
}

export function OrderList() {
  return (
    <FlatQueryRedirect>
      <OrderListView />
    </FlatQueryRedirect>
  );
}

/**
 * A phone's rows: a checkbox to select the order (48 px, beside the card, not inside its link) and the card
 * opening it: number and customer, total and date, status.
 */
function SmallOrderList() {
  const text = useOrdersText();
  // Dates as the back office's language writes them (Arabic: 25 نوفمبر 2026، 10:36 م).
  const { dateTime } = useFormsText();
  const { data, selectedIds, onToggleItem } = useListContext<OrderListRecord>();
  const basename = useBasename();
  return (
    <MuiList disablePadding>
      {(data ?? []).map((order) => (
        <ListItem key={order.id} disablePadding divider>
          <Checkbox
            checked={selectedIds.includes(order.id)}
            onChange={() => onToggleItem(order.id)}
            sx={{ width: 48, height: 48, flexShrink: 0 }}
            slotProps={{ input: { 'aria-label': text.selectOrder(order.orderNumber) } }}
          />
          <ListItemButton
            component={RouterLink}
            to={`${basename}/orders/${order.id}`}
            sx={{ minWidth: 0, pl: 0.5 }}
          >
            <ListItemText
              sx={{ overflowWrap: 'anywhere' }}
              primary={<span translate="no">{`${order.orderNumber} · ${customerName(order)}`}</span>}
              secondary={
                <>
                  <span>{`${formatEGP(order.totalPrice)} · ${dateTime(order.createdAt)}`}</span>
                  <br />
                  <Box
                    component="span"
                    sx={{
                      bgcolor: STATUS_BADGE[order.status].background,
                      color: STATUS_BADGE[order.status].color,
                      borderRadius: 4,
                      px: 1,
                      fontWeight: 600,
                      fontSize: '0.75rem',
                    }}
                  >
                    {text.statuses[order.status]}
                  </Box>
                </>
              }
            />
          </ListItemButton>
        </ListItem>
      ))}
    </MuiList>
  );
}

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/** The order's story on a list row: the shopper confirmed it herself (its status may still be pending). */
function ConfirmedByCustomer() {
  const t = useOrderStoryText();
  return (
    <Typography variant="caption" color="success.dark">
      {t.listConfirmed}
    </Typography>
  );
}

/** The name, the number to tap (without opening the order), the number's risk badge and the online confirmation. */
function CustomerCell({ order }: { order: OrderListRecord }) {
  return (
    <Stack spacing={0.25} alignItems="flex-start">
      <span translate="no">{customerName(order)}</span>
      {order.phone && (
        <Link href={telLink(order.phone)} onClick={stopRowClick} variant="caption">
          {order.phone}
        </Link>
      )}
      {order.risk && <RiskBadge risk={order.risk} mobile={order.phone} />}
      <HoldFlagChips flags={order.holdFlags} />
      {order.customerConfirmedAt && <ConfirmedByCustomer />}
    </Stack>
  );
}

function OrderListView() {
  const t = useOrderPagesText();
  const governorate = useGovernorateName();
  // Dates as the back office's language writes them (Arabic: 25 نوفمبر 2026، 10:36 م).
  const { dateTime } = useFormsText();
  const orderFilters = useOrderFilters();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title={t.ordersTitle}
      perPage={ORDERS_PER_PAGE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      // On a phone the filters live in a drawer behind one button.
      filters={small ? undefined : orderFilters}
      actions={<OrderListActions phone={small} />}
      exporter={false}
      pagination={<Pagination rowsPerPageOptions={ORDERS_PAGE_SIZES} />}
    >
      <OrderViews />
      {/* The detail is the resource's edit view: its path is /admin/orders/{orderId}, basename included. */}
      {small ? (
        <SmallOrderList />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <FunctionField<OrderListRecord>
            label={t.select}
            sortable={false}
            render={(order) => <SelectOrder order={order} />}
          />
          <FunctionField<OrderListRecord>
            label={t.order}
            sortable={false}
            render={(order) => (
              <ItemsPreview order={order}>
                <Typography component="span" variant="body2" translate="no" sx={{ fontWeight: 600 }}>
                  {order.orderNumber}
                </Typography>
              </ItemsPreview>
            )}
          />
          <FunctionField<OrderListRecord>
            label={t.customer}
            sortable={false}
            render={(order) => <CustomerCell order={order} />}
          />
          <FunctionField<OrderListRecord>
            label={t.items}
            sortable={false}
            render={(order) => (
              <ItemsPreview order={order}>
                <Typography component="span" variant="body2">
                  {t.itemCount(order.itemCount)}
                </Typography>
              </ItemsPreview>
            )}
          />
          <FunctionField<OrderListRecord>
            label={t.totalPrice}
            sortBy="totalPrice"
            textAlign="right"
            render={(order) => formatEGP(order.totalPrice)}
          />
          <FunctionField<OrderListRecord>
            label={t.date}
            sortBy="createdAt"
            render={(order) => dateTime(order.createdAt)}
          />
          <FunctionField<OrderListRecord>
            source="city"
            label={t.city}
            sortable={false}
            render={(order) => governorate(order.city)}
          />
          <FunctionField<OrderListRecord>
            label={t.status}
            sortBy="status"
            render={(order) => <StatusSelect record={order} />}
          />
        </Datagrid>
      )}
    </List>
  );
}
