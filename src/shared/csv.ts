/**
 * CSV cells a spreadsheet can open safely (OWASP "CSV injection"), for every CSV the shop writes (the back
 * office's order export, the server's courier sheet).
 */

/**
 * A cell a spreadsheet would read as a formula: it starts with = + - @, a tab or a carriage return, or their
 * full-width forms, which some spreadsheets also accept. Papaparse's `escapeFormulae` puts a `'` before such a
 * cell (numbers are left alone). Its default pattern (`^[=+\-@\t\r].*$`) misses a cell with a line break after
 * the first character, since `.` stops at line breaks and `$` needs the end of the text.
 */
export const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A line break inside a cell becomes a space: an exported name or address reads the same, and a tool that
 * splits the file by lines never sees a second row (`x\n=1+1`) start with a formula.
 */
export function csvCell(value: string): string {
  return value.replace(/[ \t]*[\r\n\u2028\u2029]+[ \t]*/g, ' ');
}
