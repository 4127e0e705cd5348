/**
 * "Next to confirm" on an order's detail: opens the next pending order, oldest first, after the one on screen
 * (getNextOrderToConfirm), so a call centre goes from one call to the next without the list; says so when no
 * other order is waiting.
 */
import SkipNextIcon from '@mui/icons-material/SkipNext';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useBasename, useNotify, useShowContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { getNextOrderToConfirm } from '../../../../generated/api/orders/orders';
import type { OrderDetailRecord } from '../../data-provider/orders';
import { useOrdersText } from '../../i18n/orders';

export function NextToConfirmButton() {
  const text = useOrdersText();
  const { record } = useShowContext<OrderDetailRecord>();
  const navigate = useNavigate();
  const basename = useBasename();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const onClick = async () => {
    setBusy(true);
    try {
      const next = await getNextOrderToConfirm({ after: record.orderId });
      if (next.orderId === null) notify(text.noneToConfirm, { type: 'info' });
      else navigate(`${basename}/orders/${next.orderId}`);
    } catch {
      notify(text.nextFailed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<SkipNextIcon />}
      onClick={onClick}
      disabled={busy}
      sx={{ minHeight: 44 }}
    >
      {text.nextToConfirm}
    </Button>
  );
}
