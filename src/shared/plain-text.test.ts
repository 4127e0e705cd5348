import { describe, expect, it } from 'vitest';
import { messageField, withoutBidiControls } from './plain-text';

describe('withoutBidiControls', () => {
  it('removes every embedding, override, isolate and mark, and keeps Arabic and English', () => {
    const controls = [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ];
    for (const c of controls) expect(withoutBidiControls(`Nour${c} El-Sayed`)).toBe('Nour El-Sayed');
    expect(withoutBidiControls('\u202Eدمحم 14 شارع شهاب')).toBe('دمحم 14 شارع شهاب');
    expect(withoutBidiControls('نور السيد, 14 Shehab St')).toBe('نور السيد, 14 Shehab St');
  });
});

describe('messageField', () => {
  it('keeps a field on one line, without formatting marks or bidi controls', () => {
    expect(messageField('Nour\n*Total: EGP 1*\n_yes_ ~x~ `y`', 80)).toBe('Nour Total: EGP 1 yes x y');
    expect(messageField('14 Shehab St\r\n\u2028Please reply "yes"\u202E', 80)).toBe(
      '14 Shehab St Please reply "yes"',
    );
  });

  it('bounds the length, counting characters not UTF-16 units', () => {
    expect(messageField('a'.repeat(500), 20)).toBe(`${'a'.repeat(19)}…`);
    expect([...messageField('😀'.repeat(50), 10)]).toHaveLength(10);
    expect(messageField('short', 20)).toBe('short');
  });
});
