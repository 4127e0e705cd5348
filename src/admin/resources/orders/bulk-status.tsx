/**
 * Bulk status change for a selection of the orders list: "Change status (n)" opens the dialog
 * (bulk-status-dialog.tsx, its own chunk: the back office's first load stays small).
 */
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useState } from 'react';
import { Button, useListContext } from 'react-admin';
import { lazyComponent, MountWhenOpened } from '../../components/deferred';
import { useOrdersText } from '../../i18n/orders';

const BulkStatusDialog = lazyComponent(() => import('./bulk-status-dialog').then((m) => m.BulkStatusDialog));

/**
 * The most orders one bulk change (and one exported selection) takes: the contract's maxItems, written here
 * rather than imported from the generated zod schemas, which would bring zod into the first load.
 */
export const MAX_BULK = 100;

export function BulkStatusButton() {
  const text = useOrdersText();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const tooMany = selectedIds.length > MAX_BULK;
  return (
    <>
      <Button
        label={tooMany ? text.tooManySelected(MAX_BULK) : text.changeStatus(selectedIds.length)}
        // Named even when disabled: on a phone react-admin then draws a bare icon button.
        aria-label={tooMany ? text.tooManySelected(MAX_BULK) : text.changeStatus(selectedIds.length)}
        disabled={selectedIds.length === 0 || tooMany}
        onClick={() => setOpen(true)}
      >
        <SwapHorizIcon />
      </Button>
      <MountWhenOpened open={open}>
        {open && (
          <BulkStatusDialog
            ids={selectedIds}
            onClose={(changed) => {
              setOpen(false);
              if (changed) onUnselectItems();
            }}
          />
        )}
      </MountWhenOpened>
    </>
  );
}
