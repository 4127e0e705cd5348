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

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/** A row's checkbox: selects the order without opening it. */
export function SelectOrder({ order }: { order: Pick<OrderListRecord, 'id' | 'orderNumber'> }) {
  const { selectedIds, onToggleItem } = useListContext();
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(order.id)}
      onClick={stopRowClick}
      onChange={() => onToggleItem(order.id)}
      slotProps={{ input: { 'aria-label': `Select order ${order.orderNumber}` } }}
    />
  );
}

export function PrintSlipsButton() {
  const { selectedIds } = useListContext();
  const navigate = useNavigate();
  const basename = useBasename();
  const tooMany = selectedIds.length > MAX_SLIPS;
  const label =
    selectedIds.length === 0
      ? 'Packing slips'
      : tooMany
        ? `Packing slips (at most ${MAX_SLIPS})`
        : `Packing slips (${selectedIds.length})`;
  return (
    <Button
      label={label}
      disabled={selectedIds.length === 0 || tooMany}
      onClick={() => navigate(slipPath(basename, selectedIds))}
    >
      <PrintIcon />
    </Button>
  );
}
