import { Chip } from '@mui/material';

/**
 * The Active/Inactive badge of coupons and discounts; clicking it asks to flip the state (docs/product.md#active-flags).
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
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      label={active ? 'Active' : 'Inactive'}
      onClick={onToggle}
      disabled={disabled}
      aria-label={`${label}: ${active ? 'Active' : 'Inactive'} (click to ${active ? 'deactivate' : 'activate'})`}
    />
  );
}
