// Staff type dates and times as the shop lives them: Cairo time, whatever the computer's own time zone.
import { TZDate } from '@date-fns/tz';
import { SHOP_TIME_ZONE } from '../shared/format';

/** "2026-06-01T09:30" from a datetime-local input, read as Cairo time → an ISO instant ("…Z"). */
export function cairoLocalToIso(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) throw new Error(`Not a date and time: ${local}`);
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return new Date(new TZDate(y, mo - 1, d, h, mi, s || 0, SHOP_TIME_ZONE).getTime()).toISOString();
}

/** An ISO instant → the datetime-local value showing its Cairo time. */
export function isoToCairoLocal(iso: string): string {
  const date = new TZDate(new Date(iso).getTime(), SHOP_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
