/**
 * Inputs the coupon and discount forms (create and edit) have in common: the validity window, typed in Cairo
 * time, and the create form's submit button that says "Adding…" while the create call runs.
 */
import { Box, Button, Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import { useFormsText } from '../i18n/forms';

export function ValidityFields() {
  const text = useFormsText();
  const dateTime = {
    isRequired: true,
    type: 'datetime-local',
    slotProps: { inputLabel: { shrink: true } },
    fullWidth: true,
  } as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <TextInput source="startDate" label={text.start} {...dateTime} />
      <TextInput source="endDate" label={text.end} {...dateTime} />
    </Stack>
  );
}

export function AddButton({ label, isPending }: { label: string; isPending: boolean }) {
  const text = useFormsText();
  return (
    <Box>
      <Button type="submit" variant="contained" disabled={isPending}>
        {isPending ? text.adding : label}
      </Button>
    </Box>
  );
}
