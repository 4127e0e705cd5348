/**
 * Packing slips for a selection of the list: a checkbox per row and a "Packing slips" button in
 * the list's toolbar. react-admin's own bulk selection puts its label on the checkbox's wrapper, not on the input
 * (axe: "aria-label on a span", "form element without a label"), so the list keeps its own accessible one.
 */
import PrintIcon from '@mui/icons-material/Print';
import { Checkbox } from '@mui/material';
import type { MouseEvent } from 'react';
import { Button, useBasename, useListContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { OrderListRecord } from '../../data-provider/orders';
import { MAX_SLIPS, slipPath } from './slip-paths';
import { useOrderPagesText } from '../../i18n/order-pages';

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/** A row's checkbox: selects the order without opening it. */
export function SelectOrder({ order }: { order: Pick<OrderListRecord, 'id' | 'orderNumber'> }) {
  const { selectedIds, onToggleItem } = useListContext();
  const t = useOrderPagesText();
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(order.id)}
      onClick={stopRowClick}
      onChange={() => onToggleItem(order.id)}
      slotProps={{ input: { 'aria-label': t.selectOrder(order.orderNumber) } }}
    />
  );
}

export function PrintSlipsButton() {
  const { selectedIds } = useListContext();
  const navigate = useNavigate();
  const basename = useBasename();
  const t = useOrderPagesText();
  const tooMany = selectedIds.length > MAX_SLIPS;
  const label = t.packingSlips(selectedIds.length, MAX_SLIPS);
  return (
    <Button
      label={label}
      // Named even when disabled: on a phone react-admin then draws a bare icon button.
      aria-label={label}
      disabled={selectedIds.length === 0 || tooMany}
      onClick={() => navigate(slipPath(basename, selectedIds))}
    >
      <PrintIcon />
    </Button>
  );
}
