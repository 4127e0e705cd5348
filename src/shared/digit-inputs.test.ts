// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { latinDigitsWhileTyping } from './digit-inputs';
import { takesDigits } from './number-box';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

function box(attributes: Record<string, string>): HTMLInputElement {
  const input = document.createElement('input');
  for (const [name, value] of Object.entries(attributes)) input.setAttribute(name, value);
  document.body.append(input);
  input.focus();
  return input;
}

/** What a keyboard does: asks first (beforeinput), then types unless refused. */
function type(input: HTMLInputElement, data: string) {
  const allowed = input.dispatchEvent(
    new InputEvent('beforeinput', { data, inputType: 'insertText', bubbles: true, cancelable: true }),
  );
  if (allowed) {
    input.value += data;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

describe('latinDigitsWhileTyping', () => {
  it('writes Arabic-Indic and Persian digits in Latin in a number box, and says so with an input event', () => {
    stop = latinDigitsWhileTyping(document);
    const mobile = box({ type: 'tel' });
    const heard = vi.fn();
    mobile.addEventListener('input', heard);
    for (const digit of ['٠', '١', '0', '۲']) type(mobile, digit);
    expect(mobile.value).toBe('0102');
    expect(heard).toHaveBeenCalledTimes(4);

    const quantity = box({ type: 'text', inputmode: 'numeric' });
    type(quantity, '١٢');
    expect(quantity.value).toBe('12');
  });

  it('writes again in Latin what was typed in the focused number box before the listener arrived', () => {
    // The entry loads the listener when the first number box is entered: a fast thumb can be there first.
    const mobile = box({ type: 'tel' });
    type(mobile, '٠١٠');
    const heard = vi.fn();
    mobile.addEventListener('input', heard);
    const name = document.createElement('input');
    document.body.append(name);
    name.value = 'منى ٣';
    stop = latinDigitsWhileTyping(document);
    expect(mobile.value).toBe('010');
    expect(heard).toHaveBeenCalledTimes(1);
    // Only the box being typed in: another box's digits stay as they are.
    expect(name.value).toBe('منى ٣');
    type(mobile, '١');
    expect(mobile.value).toBe('0101');
  });

  it('leaves the digits of free text as typed', () => {
    stop = latinDigitsWhileTyping(document);
    const address = box({ type: 'text' });
    type(address, 'شارع ٩');
    expect(address.value).toBe('شارع ٩');
  });

  it('knows which boxes are for numbers', () => {
    expect(takesDigits(box({ type: 'number' }))).toBe(true);
    expect(takesDigits(box({ type: 'text', inputmode: 'decimal' }))).toBe(true);
    expect(takesDigits(box({ type: 'email' }))).toBe(false);
    expect(takesDigits(document.createElement('textarea'))).toBe(false);
  });

  it('stops when asked', () => {
    latinDigitsWhileTyping(document)();
    const mobile = box({ type: 'tel' });
    type(mobile, '٠١');
    expect(mobile.value).toBe('٠١');
  });
});
