/**
 * "Courier sheet of pickups" on the queue: a dialog (courier-sheet-dialog.tsx, loaded when opened) asks the days
 * (From, To: whole Cairo days; both empty is every scheduled pickup not yet made), then downloads the server's
 * CSV (getReturnsCourierSheet) with its byte-order mark.
 */
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useState } from 'react';
import { Button } from 'react-admin';
import { lazyComponent } from '../../components/deferred';
import { useReturnsText } from '../../i18n/returns';

const CourierSheetDialog = lazyComponent(() =>
  import('./courier-sheet-dialog').then((m) => m.CourierSheetDialog),
);

export function ReturnsCourierSheetButton() {
  const t = useReturnsText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={t.courierSheet} aria-label={t.courierSheet} onClick={() => setOpen(true)}>
        <LocalShippingIcon />
      </Button>
      {open && <CourierSheetDialog onClose={() => setOpen(false)} />}
    </>
  );
}
