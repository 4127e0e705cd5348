/**
 * The courier sheet of pickups' dialog (its own chunk: it checks the days with zod): it asks the days (From,
 * To: whole Cairo days; both empty is every scheduled pickup not yet made), then downloads the server's CSV (getReturnsCourierSheet) with its byte-order
 * mark, so Excel shows Arabic names. A refusal is a notification with the server's sentence.
 */
import { Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { DateInput, downloadCSV, useNotify } from 'react-admin';
import { z } from 'zod';
import { getReturnsCourierSheet } from '../../../../generated/api/returns/returns';
import type { GetReturnsCourierSheetParams } from '../../../../generated/models';
import { cairoDateOf } from '../../../shared/cairo-dates';
import { text } from '../../form-rules';
import { RETURNS_EN, useReturnsText, type ReturnsText } from '../../i18n/returns';
import { StepDialog } from './step-dialog';

const UTF8_BOM = '\uFEFF';

/** The days as getReturnsCourierSheet's query: empty days left out; the last day not before the first. */
export function courierSheetForm(t: ReturnsText = RETURNS_EN) {
  const day = () => text().transform((value): string | undefined => (value === '' ? undefined : value));
  const schema = z
    .object({ startDate: day(), endDate: day() })
    .refine((days) => !days.startDate || !days.endDate || days.endDate >= days.startDate, {
      path: ['endDate'],
      message: t.endBeforeStart,
    })
    .transform((days): GetReturnsCourierSheetParams => {
      const params: GetReturnsCourierSheetParams = {};
      if (days.startDate) params.startDate = days.startDate;
      if (days.endDate) params.endDate = days.endDate;
      return params;
    });
  return { schema, resolver: zodResolver(schema) };
}

/** "pickups-2026-11-26" — downloadCSV adds ".csv". */
export function pickupsFileName(params: GetReturnsCourierSheetParams, today: string): string {
  const days = [params.startDate, params.endDate].filter(Boolean);
  return `pickups-${days.length ? [...new Set(days)].join('_') : today}`;
}

export function CourierSheetDialog({ onClose }: { onClose: () => void }) {
  const t = useReturnsText();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [{ resolver }] = useState(() => courierSheetForm(t));
  const today = cairoDateOf(new Date());

  const download = async (params: GetReturnsCourierSheetParams) => {
    setBusy(true);
    try {
      const csv = await getReturnsCourierSheet(params);
      // Reading the answer as text drops the server's byte-order mark; Excel needs it to show Arabic names.
      const body = typeof csv === 'string' ? csv : String(csv ?? '');
      downloadCSV(body.startsWith(UTF8_BOM) ? body : UTF8_BOM + body, pickupsFileName(params, today));
      onClose();
    } catch (error) {
      notify(t.courierFailed(error instanceof Error ? error.message : t.tryAgain), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepDialog
      title={t.courierTitle}
      submitLabel={busy ? t.preparing : t.download}
      resolver={resolver}
      defaultValues={{ startDate: today, endDate: today }}
      busy={busy}
      onClose={onClose}
      onSubmit={download}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t.courierHelp}
      </Typography>
      <DateInput source="startDate" label={t.from} fullWidth />
      <DateInput source="endDate" label={t.to} fullWidth />
    </StepDialog>
  );
}
