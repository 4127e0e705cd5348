import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { raArabic } from './ra-arabic';

/** Every leaf's dotted key, with its text. */
function leaves(messages: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value as object, `${prefix}${key}.`)) found.set(k, v);
  }
  return found;
}

const english = leaves(englishMessages);
const arabic = leaves(raArabic);

describe("react-admin's texts in Arabic", () => {
  it('has every key of the English pack, and no other', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every placeholder of the English text', () => {
    const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();
    for (const [key, text] of english) {
      const inArabic = placeholders(arabic.get(key) ?? '').filter((p) => p !== '%{smart_count}');
      expect(inArabic, key).toEqual(placeholders(text).filter((p) => p !== '%{smart_count}'));
    }
  });

  it("gives a plural text Arabic's six forms (zero, one, two, few, many, other)", () => {
    for (const [key, text] of english) {
      if (!text.includes('||||')) continue;
      expect(arabic.get(key)?.split('||||'), key).toHaveLength(6);
    }
  });

  it('is in Arabic: no Latin word left', () => {
    for (const [key, text] of arabic) {
      expect(text.replace(/%\{\w+\}/g, ''), key).not.toMatch(/[A-Za-z]{3,}/);
    }
  });
});
