/**
 * Risk signals of a mobile number: how many orders it placed, and how many of them were
 * refused at the door or cancelled as fake. The list shows a compact badge only when there is something to
 * know; the detail shows the whole record with a link to the customer view.
 */
import { Chip, Link, Stack, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath } from 'react-admin';
import type { CustomerRisk, HoldFlag } from '../../../../generated/models';
import { useHoldsText } from '../../i18n/holds';
import { ORDER_PAGES_EN, useOrderPagesText, type OrderPagesText } from '../../i18n/order-pages';
import { useMayCall } from '../../use-staff-role';

/** "2 refused, 1 fake" when the number has refusals or fake orders; null otherwise. */
export function riskWarning(risk: CustomerRisk, t: OrderPagesText = ORDER_PAGES_EN): string | null {
  const parts = [
    risk.refused > 0 ? t.refused(risk.refused) : null,
    risk.fake > 0 ? t.fake(risk.fake) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** "3 orders" — every order with this number, this one included. */
export function orderCount(count: number, t: OrderPagesText = ORDER_PAGES_EN): string {
  return t.orderCount(count);
}

/** The customer view of a mobile number: /admin/customers/{mobile}/show. */
export function useCustomerPath(mobile: string): string {
  const createPath = useCreatePath();
  return createPath({ resource: 'customers', type: 'show', id: mobile });
}

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/**
 * The list's badge: red when the number has refused or fake orders, grey when it has other orders, nothing for
 * a first order. It links to the customer view (without opening the row's order).
 */
export function RiskBadge({ risk, mobile }: { risk: CustomerRisk; mobile: string }) {
  const t = useOrderPagesText();
  const path = useCustomerPath(mobile);
  const mayOpenCustomer = useMayCall('getCustomer');
  const warning = riskWarning(risk, t);
  if (!warning && risk.orders <= 1) return null;
  const label = warning ?? orderCount(risk.orders, t);
  // A role without the customer's record (a packer) sees the badge, not a link to it.
  if (!mayOpenCustomer)
    return (
      <Chip
        size="small"
        label={label}
        sx={
          warning
            ? { bgcolor: '#fee2e2', color: '#991b1b', fontWeight: 600 }
            : { bgcolor: 'grey.200', color: 'text.primary' }
        }
      />
    );
  return (
    <Chip
      component={RouterLink}
      to={path}
      onClick={stopRowClick}
      clickable
      size="small"
      label={label}
      aria-label={t.seeCustomer(label, mobile)}
      sx={
        warning
          ? { bgcolor: '#fee2e2', color: '#991b1b', fontWeight: 600 }
          : { bgcolor: 'grey.200', color: 'text.primary' }
      }
    />
  );
}

/** The detail's line: "3 orders · 2 delivered · 1 refused · 0 fake", with a link to the customer view. */
export function RiskSummary({ risk, mobile }: { risk: CustomerRisk; mobile: string }) {
  const t = useOrderPagesText();
  const path = useCustomerPath(mobile);
  const mayOpenCustomer = useMayCall('getCustomer');
  const warning = riskWarning(risk, t);
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <Typography variant="body2" sx={warning ? { color: '#991b1b', fontWeight: 600 } : undefined}>
        {risk.orders <= 1
          ? t.firstOrder
          : t.record(orderCount(risk.orders, t), risk.delivered, risk.refused, risk.fake)}
      </Typography>
      {mayOpenCustomer && (
        <Link component={RouterLink} to={path} variant="body2">
          {t.viewCustomer}
        </Link>
      )}
    </Stack>
  );
}

/**
 * The signals an order was placed with (bounds on holds): "reserved on confirmation" when it holds no stock
 * yet, and why; "pending orders from elsewhere", "cancelled several orders today" for the call. English or
 * Arabic after the back office's language.
 */
export function HoldFlagChips({ flags }: { flags: HoldFlag[] | undefined }) {
  const text = useHoldsText();
  if (!flags || flags.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {flags.map((flag) => (
        <Chip
          key={flag}
          size="small"
          variant="outlined"
          color={flag === 'mobile_elsewhere' || flag === 'self_cancels' ? 'default' : 'warning'}
          label={text.flags[flag]}
        />
      ))}
    </Stack>
  );
}
