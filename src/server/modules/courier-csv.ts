// The courier's sheets (the orders' and the returns' pickups) as one kind of file: UTF-8 with a byte-order mark so
// Excel shows Arabic, every text cell one line, without bidi controls and formula-safe (shared/csv.ts), amounts as
// plain numbers, and a piece written as staff read it on the screens.
import Papa from 'papaparse';
import { csvCell, FORMULA_START } from '../../shared/csv';
import { withoutBidiControls } from '../../shared/plain-text';

/** A text cell: one line, no bidi controls; null as empty. */
export const sheetText = (value: string | null): string => csvCell(withoutBidiControls(value ?? ''));

/** "Linen Wrap Midi Dress (Sage, M) ×2". */
export const sheetPiece = (line: { productName: string; color: string; size: string; quantity: number }) =>
  `${line.productName} (${line.color}, ${line.size}) ×${line.quantity}`;

/** The whole file: its header and rows, cells that would start a formula escaped, the byte-order mark first. */
export function courierCsv(fields: readonly string[], rows: Array<Array<string | number>>): string {
  return `\uFEFF${Papa.unparse({ fields: [...fields], data: rows }, { escapeFormulae: FORMULA_START })}`;
}
