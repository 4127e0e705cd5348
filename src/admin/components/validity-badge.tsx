import { Chip } from '@mui/material';
import { validityOf } from '../../shared/validity';
import { useFormsText } from '../i18n/forms';

/**
 * "Expired" or "Scheduled" beside the Active toggle of a coupon or discount: whether it is switched on
 * and whether its window is open are two things, and an ended coupon must not read only as a green "Active".
 * Nothing while the window is open. Not clickable: only the status badge changes anything.
 */
export function ValidityBadge({ window }: { window: { startDate: string; endDate: string } }) {
  const text = useFormsText();
  const validity = validityOf(window, new Date());
  if (validity === 'running') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={validity === 'expired' ? 'warning' : 'info'}
      label={text[validity]}
    />
  );
}
