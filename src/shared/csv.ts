/**
 * CSV cells a spreadsheet can open safely (OWASP "CSV injection"), for every CSV the shop writes (the back
 * office's order export, the server's courier sheet).
 */

/**
 * A cell a spreadsheet would read as a formula (OWASP: = + - @, tab, carriage return), also:
 * - after leading blanks or invisible characters (spaces, no-break and Unicode spaces, zero-width and bidi
 *   characters, a byte-order mark), which some spreadsheets skip before reading a formula; a line break at the
 *   start of a cell becomes such a space (`csvCell`);
 * - written with another form of the sign that some spreadsheets accept: full-width ＝ ＋ － ＠, small ﹦ ﹢ ﹣ ﹫,
 *   and the minus sign −;
 * - a line feed first.
 * Papaparse's `escapeFormulae` puts a `'` before such a cell (numbers are left alone). Its default pattern
 * (`^[=+\-@\t\r].*$`) misses a cell with a line break after the first character, since `.` stops at line breaks
 * and `$` needs the end of the text.
 */
export const FORMULA_START =
  /^[\s\u200B-\u200F\u202A-\u202E\u2060-\u2069\u061C\u180E\uFEFF]*[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u2212]/;

/**
 * A line break inside a cell becomes a space: an exported name or address reads the same, and a tool that
 * splits the file by lines never sees a second row (`x\n=1+1`) start with a formula.
 */
export function csvCell(value: string): string {
  return value.replace(/[ \t]*[\r\n\u2028\u2029]+[ \t]*/g, ' ');
}
