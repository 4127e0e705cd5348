/**
 * What an order's page (resources/orders/order-show.tsx) says of returns and exchanges: for a replacement order
 * "Replaces order MO-…" linking to the original; the order's requests (kind, status, a link to each, and an
 * exchange's "Replacement order MO-…" with its status); and, on a delivered order and for the roles that may
 * (createReturn's x-roles), "Return or exchange", opening create-return-dialog.tsx. Nothing when none applies.
 */
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderDetail } from '../../../../generated/models';
import { lazyComponent } from '../../components/deferred';
import { useReturnsText } from '../../i18n/returns';
import { useMayCall } from '../../use-staff-role';
import { ReturnStatusBadge } from './return-status-badge';

const CreateReturnDialog = lazyComponent(() =>
  import('./create-return-dialog').then((m) => m.CreateReturnDialog),
);

type OrderReturnsProps = {
  order: Pick<OrderDetail, 'orderId' | 'orderNumber' | 'status' | 'items' | 'replacesOrder' | 'returns'>;
};

export function OrderReturns({ order }: OrderReturnsProps) {
  const t = useReturnsText();
  const basename = useBasename();
  const mayCreate = useMayCall('createReturn');
  const [creating, setCreating] = useState(false);
  const requests = order.returns ?? [];
  const canCreate = order.status === 'delivered' && mayCreate;
  if (!order.replacesOrder && requests.length === 0 && !canCreate) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-returns">
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography id="order-returns" variant="h6" component="h2" gutterBottom>
            {t.orderRequests}
          </Typography>
          {canCreate && (
            <Button
              startIcon={<AssignmentReturnIcon />}
              onClick={() => setCreating(true)}
              sx={{ minHeight: 44 }}
            >
              {t.returnOrExchange}
            </Button>
          )}
        </Stack>
        {order.replacesOrder && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t.replacesOrder}{' '}
            <Link component={RouterLink} to={`${basename}/orders/${order.replacesOrder.id}`} translate="no">
              {order.replacesOrder.orderNumber}
            </Link>
          </Typography>
        )}
        {requests.length > 0 && (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {requests.map((request) => (
              <Stack
                component="li"
                key={request.id}
                direction="row"
                spacing={1}
                alignItems="center"
                flexWrap="wrap"
                useFlexGap
              >
                <Link component={RouterLink} to={`${basename}/returns/${request.id}/show`}>
                  {t.requestOf(t.kinds[request.kind], request.id)}
                </Link>
                <ReturnStatusBadge status={request.status} />
                {request.replacementOrder && (
                  <Typography variant="body2" component="span">
                    {t.replacementOrderLabel}{' '}
                    <Link
                      component={RouterLink}
                      to={`${basename}/orders/${request.replacementOrder.id}`}
                      translate="no"
                    >
                      {request.replacementOrder.orderNumber}
                    </Link>{' '}
                    ({t.orderStatuses[request.replacementOrder.status]})
                  </Typography>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
      {creating && <CreateReturnDialog order={order} onClose={() => setCreating(false)} />}
    </Card>
  );
}
