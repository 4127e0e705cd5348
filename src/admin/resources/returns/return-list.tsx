/**
 * /admin/returns — the returns queue, newest first (the server's order): the saved views as tabs
 * (return-views.tsx), the search (order number, name, mobile) and the kind; each row the request number, the
 * order number, the customer's name and mobile, the kind, the items ("Linen Wrap Midi Dress (Sage, M) ×1 → L"),
 * the status, the day it was asked and the pickup day. A row opens the request. Opens on the requests waiting
 * for an answer. The courier sheet of pickups is in the toolbar. On a phone each request is one card.
 */
import {
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
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Datagrid,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
  useBasename,
  useListContext,
} from 'react-admin';
import { RETURN_KINDS } from '../../../shared/returns';
import { telLink } from '../../../shared/order-messages';
import { FilterDrawerButton } from '../../components/filter-drawer';
import { RETURNS_PAGE_SIZES, RETURNS_PER_PAGE, type ReturnRecord } from '../../data-provider/returns';
import { useFormsText } from '../../i18n/forms';
import { useReturnsText } from '../../i18n/returns';
import { ReturnsCourierSheetButton } from './courier-sheet-button';
import { itemSummary } from './return-words';
import { ReturnStatusBadge } from './return-status-badge';
import { ReturnViews } from './return-views';

function useReturnFilters() {
  const t = useReturnsText();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={t.search} />,
    <SelectInput
      key="kind"
      source="kind"
      label={t.kind}
      alwaysOn
      emptyText={t.allKinds}
      choices={RETURN_KINDS.map((kind) => ({ id: kind, name: t.kinds[kind] }))}
    />,
  ];
}

function ReturnListActions({ phone }: { phone: boolean }) {
  const filters = useReturnFilters();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {phone && <FilterDrawerButton filters={filters} />}
      <ReturnsCourierSheetButton />
    </TopToolbar>
  );
}

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/** One line per item, as the shop wrote them. */
function Items({ request }: { request: ReturnRecord }) {
  return (
    <Stack spacing={0.25} translate="no">
      {request.items.map((item) => (
        <Typography key={item.id} variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
          {itemSummary(item)}
        </Typography>
      ))}
    </Stack>
  );
}

/** A phone's rows: one card per request opening it (number · order, customer, kind and items, status). */
function SmallReturnList() {
  const t = useReturnsText();
  const { dateTime } = useFormsText();
  const { data } = useListContext<ReturnRecord>();
  const basename = useBasename();
  if (data && data.length === 0)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {t.empty}
      </Typography>
    );
  return (
    <MuiList disablePadding>
      {(data ?? []).map((request) => (
        <ListItem key={request.id} disablePadding divider>
          <ListItemButton
            component={RouterLink}
            to={`${basename}/returns/${request.id}/show`}
            sx={{ minWidth: 0 }}
          >
            <ListItemText
              sx={{ overflowWrap: 'anywhere' }}
              primary={
                <>
                  {`${t.requestNumber(request.id)} · ${t.kinds[request.kind]} · `}
                  <span translate="no">{`${request.orderNumber} · ${request.customer.name}`}</span>
                </>
              }
              secondary={
                <>
                  <Items request={request} />
                  <span>
                    {dateTime(request.createdAt)}
                    {request.pickupDate ? ` · ${t.pickup} ${t.day(request.pickupDate)}` : ''}
                  </span>
                  <br />
                  <ReturnStatusBadge status={request.status} />
                </>
              }
              slotProps={{ secondary: { component: 'div' } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </MuiList>
  );
}

export function ReturnList() {
  const t = useReturnsText();
  const { dateTime } = useFormsText();
  const filters = useReturnFilters();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title={t.title}
      perPage={RETURNS_PER_PAGE}
      filterDefaultValues={{ view: 'requested' }}
      filters={phone ? undefined : filters}
      actions={<ReturnListActions phone={phone} />}
      exporter={false}
      pagination={<Pagination rowsPerPageOptions={RETURNS_PAGE_SIZES} />}
      empty={false}
    >
      <ReturnViews />
      {phone ? (
        <SmallReturnList />
      ) : (
        <Datagrid
          rowClick="show"
          bulkActionButtons={false}
          empty={<Typography sx={{ p: 2 }}>{t.empty}</Typography>}
        >
          <FunctionField<ReturnRecord>
            label={t.request}
            sortable={false}
            render={(request) => t.requestNumber(request.id)}
          />
          <FunctionField<ReturnRecord>
            label={t.order}
            sortable={false}
            render={(request) => (
              <Typography component="span" variant="body2" translate="no" sx={{ fontWeight: 600 }}>
                {request.orderNumber}
              </Typography>
            )}
          />
          <FunctionField<ReturnRecord>
            label={t.customer}
            sortable={false}
            render={(request) => (
              <Stack spacing={0.25} alignItems="flex-start" translate="no">
                <span>{request.customer.name}</span>
                <Link href={telLink(request.customer.phone)} onClick={stopRowClick} variant="caption">
                  {request.customer.phone}
                </Link>
              </Stack>
            )}
          />
          <FunctionField<ReturnRecord>
            label={t.kind}
            sortable={false}
            render={(request) => t.kinds[request.kind]}
          />
          <FunctionField<ReturnRecord>
            label={t.items}
            sortable={false}
            render={(request) => <Items request={request} />}
          />
          <FunctionField<ReturnRecord>
            label={t.status}
            sortable={false}
            render={(request) => <ReturnStatusBadge status={request.status} />}
          />
          <FunctionField<ReturnRecord>
            label={t.requested}
            sortable={false}
            render={(request) => dateTime(request.createdAt)}
          />
          <FunctionField<ReturnRecord>
            label={t.pickup}
            sortable={false}
            render={(request) => (request.pickupDate ? t.day(request.pickupDate) : t.noPickup)}
          />
        </Datagrid>
      )}
    </List>
  );
}
