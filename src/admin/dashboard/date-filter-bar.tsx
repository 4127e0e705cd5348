/** The date filter: Today, Last 7 Days, This Month, Last Month, a custom From/To, and Reset (all time). */
import { Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { formatDate } from '../../shared/cairo-dates';
import { PRESETS, presetRange, RESET_FILTER, type DateFilterState, type PresetKey } from './date-filter';

function describeRange(state: DateFilterState): string {
  const { startDate, endDate } = state.range;
  if (!startDate && !endDate) return 'Showing all time';
  // A YYYY-MM-DD read at noon UTC is the same calendar day in Cairo.
  const day = (ymd: string) => formatDate(`${ymd}T12:00:00Z`);
  if (startDate && endDate)
    return startDate === endDate
      ? `Showing ${day(startDate)}`
      : `Showing ${day(startDate)} – ${day(endDate)}`;
  return startDate ? `Showing from ${day(startDate)}` : `Showing until ${day(endDate!)}`;
}

export function DateFilterBar({
  value,
  onChange,
}: {
  value: DateFilterState;
  onChange: (next: DateFilterState) => void;
}) {
  const isPreset = PRESETS.some((preset) => preset.key === value.key);

  const choosePreset = (key: PresetKey | null) => {
    if (key) onChange({ key, range: presetRange(key) });
  };
  const setDay = (end: 'startDate' | 'endDate', day: string) =>
    onChange({ key: 'custom', range: { ...value.range, [end]: day || undefined } });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={isPreset ? value.key : null}
          onChange={(_event, key: PresetKey | null) => choosePreset(key)}
          aria-label="Date range"
          sx={{ flexWrap: 'wrap' }}
        >
          {PRESETS.map((preset) => (
            <ToggleButton key={preset.key} value={preset.key}>
              {preset.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          type="date"
          size="small"
          label="From"
          sx={{ width: { xs: 'calc(50% - 6px)', sm: 180 } }}
          value={value.range.startDate ?? ''}
          onChange={(event) => setDay('startDate', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.range.endDate } }}
        />
        <TextField
          type="date"
          size="small"
          label="To"
          sx={{ width: { xs: 'calc(50% - 6px)', sm: 180 } }}
          value={value.range.endDate ?? ''}
          onChange={(event) => setDay('endDate', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.range.startDate } }}
        />
        <Button variant="outlined" onClick={() => onChange(RESET_FILTER)}>
          Reset
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {describeRange(value)} (Cairo time)
      </Typography>
    </Stack>
  );
}
