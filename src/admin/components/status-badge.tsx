import { Chip } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { usePhoneControlsText } from '../i18n/phone-controls';

/**
 * The Active/Inactive badge of coupons and discounts (docs/product.md#active-flags). A tap only asks: the state
 * flips once the confirmation says so, so a thumb brushing the badge while scrolling changes nothing.
 */
export function StatusBadge({
  active,
  label,
  onToggle,
  disabled,
}: {
  active: boolean;
  label: string;
  onToggle: () => void;
  disabled?: boolean;
}) {
  const text = usePhoneControlsText();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Chip
        size="small"
        color={active ? 'success' : 'default'}
        label={active ? text.active : text.inactive}
        onClick={() => setAsking(true)}
        disabled={disabled}
        aria-label={text.badgeName(label, active)}
        aria-haspopup="dialog"
      />
      <Confirm
        isOpen={asking}
        title={text.confirmTitle(label, active)}
        content={text.confirmBody(active)}
        confirm={text.confirm(active)}
        cancel={text.cancel}
        onConfirm={() => {
          setAsking(false);
          onToggle();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
