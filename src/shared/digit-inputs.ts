/**
 * Number boxes take Arabic-Indic and Persian digits as they are typed or pasted, in the storefront and the back
 * office alike: `latinDigitsWhileTyping(document)` (installed by the entry when a visitor first enters a number box, src/main.tsx) turns them into
 * Latin digits before they reach the box. A browser whose language is not Arabic drops them from an
 * `<input type="number">` without a word, so this happens before the browser sees them (`beforeinput`).
 *
 * Only boxes meant for numbers change: `type="number"` or `"tel"`, or `inputmode` numeric, decimal or tel.
 * Names and addresses keep the digits typed. The forms' schemas and the server read digits through
 * `latinDigits` (digits.ts) as well, so a value that arrives another way (autofill, an input method's
 * composition) is still read right.
 */
import { hasEasternDigits, latinDigits } from './digits';
import { takesDigits } from './number-box';

/** Sets an input's value as typing does, so React and react-hook-form hear of it (an `input` event). */
function setTypedValue(input: HTMLInputElement, value: string): void {
  // The prototype's setter: React's own on the element would swallow the change as one it made itself.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Types `text` at the caret, as a keyboard would. */
function typeInto(input: HTMLInputElement, text: string): void {
  let start: number | null = null;
  try {
    start = input.selectionStart ?? input.value.length;
  } catch {
    // A number box has no caret position to insert at: what is typed goes at the end.
  }
  if (start === null) return setTypedValue(input, input.value + text);
  const end = input.selectionEnd ?? start;
  setTypedValue(input, input.value.slice(0, start) + text + input.value.slice(end));
  try {
    input.setSelectionRange(start + text.length, start + text.length);
  } catch {
    // As above: no caret to put back.
  }
}

/** Writes digits typed or pasted into number boxes in Latin; returns the function that stops it. */
export function latinDigitsWhileTyping(root: Document): () => void {
  const onBeforeInput = (event: Event) => {
    const data = (event as InputEvent).data;
    if (!data || !event.cancelable || !hasEasternDigits(data) || !takesDigits(event.target)) return;
    event.preventDefault();
    const input = event.target;
    const text = latinDigits(data);
    // The editing command keeps the caret and undo; where it is not done (old engines, tests), set the value.
    const inserted =
      typeof root.execCommand === 'function' && root.activeElement === input
        ? root.execCommand('insertText', false, text)
        : false;
    if (!inserted) typeInto(input, text);
  };
  root.addEventListener('beforeinput', onBeforeInput, true);
  // The listener arrives after the first number box is entered: what was typed there meanwhile is written again.
  const focused = root.activeElement;
  if (takesDigits(focused) && hasEasternDigits(focused.value))
    setTypedValue(focused, latinDigits(focused.value));
  return () => root.removeEventListener('beforeinput', onBeforeInput, true);
}
