/**
 * A list's filters on a phone: one "Filters" button (with how many are set) that opens a drawer from the bottom
 * holding every filter, applied as they change (react-admin's FilterLiveForm), and "Show results" to close it.
 * On a wider screen the list shows its filters inline as before (`useListFilters`).
 */
import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Button, Drawer, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { cloneElement, useState, type ReactElement } from 'react';
import { FilterLiveForm, useListContext } from 'react-admin';
import { usePhoneControlsText } from '../i18n/phone-controls';

/** True below the `sm` breakpoint, where lists put their filters in the drawer. */
export function usePhoneFilters(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

export function FilterDrawerButton({ filters }: { filters: ReactElement[] }) {
  const text = usePhoneControlsText();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  const count = Object.values(filterValues ?? {}).filter(isSet).length;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {text.filtersCount(count)}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { role: 'dialog', 'aria-label': text.filters, sx: { maxHeight: '85vh' } } }}
      >
        <Box sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {text.filters}
          </Typography>
          <FilterLiveForm>
            <Stack spacing={1}>
              {filters.map((filter) =>
                // Full width in the drawer; `alwaysOn` means nothing here, every filter is shown.
                cloneElement(filter as ReactElement<Record<string, unknown>>, {
                  key: String(filter.key ?? filter.props),
                  alwaysOn: undefined,
                  fullWidth: true,
                }),
              )}
            </Stack>
          </FilterLiveForm>
          <Button variant="contained" fullWidth sx={{ mt: 2 }} onClick={() => setOpen(false)}>
            {text.showResults}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
