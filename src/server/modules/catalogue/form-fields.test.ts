import { describe, expect, it } from 'vitest';
import { moneyToPiastres, optionalMoneyText, parseSizes, parseTagNames, parseVariants } from './form-fields';

const fields = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as { statusCode: number; details: Array<{ field: string }> }).details.map((d) => d.field);
  }
  throw new Error('expected a refusal');
};

describe('money fields', () => {
  it('turns EGP into piastres, refusing negatives and a third decimal', () => {
    expect(moneyToPiastres('price', 1250.5)).toBe(125050);
    expect(moneyToPiastres('price', 0.1 + 0.2)).toBe(30);
    expect(fields(() => moneyToPiastres('price', -1))).toEqual(['price']);
    expect(fields(() => moneyToPiastres('price', 10.005))).toEqual(['price']);
  });

  it('reads the edit form previousPrice: empty is none, text must be an amount', () => {
    expect(optionalMoneyText('previousPrice', undefined)).toBeUndefined();
    expect(optionalMoneyText('previousPrice', ' ')).toBeNull();
    expect(optionalMoneyText('previousPrice', '1800')).toBe(180000);
    expect(fields(() => optionalMoneyText('previousPrice', 'a lot'))).toEqual(['previousPrice']);
  });
});

describe('parseTagNames', () => {
  it('trims, squeezes spaces and drops case-insensitive repeats', () => {
    expect(parseTagNames('tags', '[" Summer  Edit ", "summer edit", "Linen"]')).toEqual([
      'Summer Edit',
      'Linen',
    ]);
    expect(parseTagNames('tags', undefined)).toEqual([]);
    expect(parseTagNames('tags', '')).toEqual([]);
  });

  it('refuses text that is not a JSON list of names', () => {
    expect(fields(() => parseTagNames('tags', 'a,b'))).toEqual(['tags']);
    expect(fields(() => parseTagNames('tags', '{"a":1}'))).toEqual(['tags']);
    expect(fields(() => parseTagNames('tags', '["ok", ""]'))).toEqual(['tags[1]']);
  });
});

describe('parseSizes', () => {
  it('accepts whole stocks from 0, as numbers or numeric text', () => {
    expect(parseSizes('sizes', '[{"size":" S ","stock":0},{"size":"M","stock":"7"}]')).toEqual([
      { size: 'S', stock: 0, sku: '' },
      { size: 'M', stock: 7, sku: '' },
    ]);
  });

  it('names every bad size', () => {
    expect(
      fields(() =>
        parseSizes('sizes', '[{"size":"S","stock":-1},{"size":"M","stock":1.5},{"size":"s","stock":1}]'),
      ),
    ).toEqual(['sizes[0].stock', 'sizes[1].stock']);
    expect(fields(() => parseSizes('sizes', '[{"size":"S","stock":1},{"size":"s","stock":1}]'))).toEqual([
      'sizes[1].size',
    ]);
    expect(fields(() => parseSizes('sizes', '[]'))).toEqual(['sizes']);
  });
});

describe('parseVariants', () => {
  it('reads the whole new list, ignoring the fields the server owns', () => {
    expect(
      parseVariants(
        'variants',
        JSON.stringify([
          { id: 4, color: ' Sage ', sku: 'X', imageUrl: '/u.webp', sizes: [{ size: 'M', stock: 2 }] },
          { color: 'Navy', sizes: [{ size: 'S', stock: 0 }] },
        ]),
      ),
    ).toEqual([
      { id: 4, color: 'Sage', sku: 'X', sizes: [{ size: 'M', stock: 2, sku: '' }] },
      { color: 'Navy', sku: '', sizes: [{ size: 'S', stock: 0, sku: '' }] },
    ]);
  });

  it('refuses more than 10 colours, repeated colours or ids, and unknown fields', () => {
    const v = (color: string) => ({ color, sizes: [{ size: 'M', stock: 1 }] });
    expect(
      fields(() =>
        parseVariants('variants', JSON.stringify(Array.from({ length: 11 }, (_, i) => v(`C${i}`)))),
      ),
    ).toEqual(['variants']);
    expect(fields(() => parseVariants('variants', JSON.stringify([v('Red'), v('RED')])))).toEqual([
      'variants[1].color',
    ]);
    expect(
      fields(() =>
        parseVariants(
          'variants',
          JSON.stringify([
            { ...v('Red'), id: 3 },
            { ...v('Blue'), id: 3 },
          ]),
        ),
      ),
    ).toEqual(['variants[1].id']);
    expect(fields(() => parseVariants('variants', JSON.stringify([{ ...v('Red'), price: 5 }])))).toEqual([
      'variants[0].price',
    ]);
  });
});
