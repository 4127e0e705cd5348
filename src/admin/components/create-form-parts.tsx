/**
 * The parts the Add Coupon and Add Discount forms have in common: the validity window, typed in Cairo time, and
 * the submit button that says "Adding…" while the create call runs.
 */
import { Box, Button, Stack, TextField, type TextFieldProps } from '@mui/material';

export function ValidityFields({ start, end }: { start: TextFieldProps; end: TextFieldProps }) {
  const dateTime = {
    required: true,
    type: 'datetime-local',
    slotProps: { inputLabel: { shrink: true } },
    fullWidth: true,
  } as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField label="Start (Cairo time)" {...dateTime} {...start} />
      <TextField label="End (Cairo time)" {...dateTime} {...end} />
    </Stack>
  );
}

export function AddButton({ label, isPending }: { label: string; isPending: boolean }) {
  return (
    <Box>
      <Button type="submit" variant="contained" disabled={isPending}>
        {isPending ? 'Adding…' : label}
      </Button>
    </Box>
  );
}
