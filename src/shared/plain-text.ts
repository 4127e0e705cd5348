/**
 * Text a shopper typed, made safe to show to staff and to put in messages.
 *
 * - `withoutBidiControls(text)`: the invisible characters that reorder what is shown (the embeddings and
 *   overrides U+202A–U+202E, the isolates U+2066–U+2069, the marks U+200E, U+200F and U+061C) removed, so a
 *   name or an address reads as it is stored ("\u202Eeman" shows as "neme", and a number or order in an address
 *   can be made to read backwards). Arabic and English text needs none of them: the browser orders it by itself.
 * - `messageField(text, max)`: one line of plain text for a WhatsApp message: no control characters or line
 *   breaks, none of WhatsApp's formatting marks (* _ ~ `), and at most `max` characters.
 */

export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

export function withoutBidiControlsOrNull(text: string | null | undefined): string | null {
  return text === null || text === undefined ? null : withoutBidiControls(text);
}

/** Line breaks, tabs and other control characters (C0, DEL, C1, the Unicode line and paragraph separators). */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
/** WhatsApp's formatting marks: *bold*, _italic_, ~strike~, `code` and ```monospace```. */
const FORMATTING = /[*_~`]/g;

export function messageField(text: string, max: number): string {
  const plain = withoutBidiControls(text).replace(CONTROLS, ' ').replace(FORMATTING, ' ');
  const oneLine = plain.replace(/\s+/g, ' ').trim();
  const chars = [...oneLine];
  return chars.length <= max
    ? oneLine
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
