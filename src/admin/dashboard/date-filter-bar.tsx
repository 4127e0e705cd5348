/** The date filter: Today, Last 7 Days, This Month, Last Month, a custom From/To, and Reset (all time). */
import { Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { formatDate } from '../../shared/cairo-dates';
import { PRESETS, presetRange, RESET_FILTER, type DateFilterState, type PresetKey } from './date-filter';
import { useDashboardText, type DashboardText } from '../i18n/dashboard';

function describeRange(state: DateFilterState, t: DashboardText): string {
  const { startDate, endDate } = state.range;
  if (!startDate && !endDate) return t.allTime;
  // A YYYY-MM-DD read at noon UTC is the same calendar day in Cairo.
  const day = (ymd: string) => formatDate(`${ymd}T12:00:00Z`);
  if (startDate && endDate)
    return startDate === endDate
      ? t.showingDay(day(startDate))
      : t.showingRange(day(startDate), day(endDate));
  return startDate ? t.showingFrom(day(startDate)) : t.showingUntil(day(endDate!));
}

export function DateFilterBar({
  value,
  onChange,
}: {
  value: DateFilterState;
  onChange: (next: DateFilterState) => void;
}) {
  const t = useDashboardText();
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
          aria-label={t.dateRange}
          sx={{ flexWrap: 'wrap' }}
        >
          {PRESETS.map((preset) => (
            <ToggleButton key={preset.key} value={preset.key}>
              {t.presets[preset.key]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          type="date"
          size="small"
          label={t.from}
          sx={{ width: { xs: 'calc(50% - 6px)', sm: 180 } }}
          value={value.range.startDate ?? ''}
          onChange={(event) => setDay('startDate', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.range.endDate } }}
        />
        <TextField
          type="date"
          size="small"
          label={t.to}
          sx={{ width: { xs: 'calc(50% - 6px)', sm: 180 } }}
          value={value.range.endDate ?? ''}
          onChange={(event) => setDay('endDate', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.range.startDate } }}
        />
        <Button variant="outlined" onClick={() => onChange(RESET_FILTER)}>
          {t.reset}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t.cairoTime(describeRange(value, t))}
      </Typography>
    </Stack>
  );
}
