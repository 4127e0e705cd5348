import { describe, expect, it } from 'vitest';
import { jsonTooDeep, MAX_JSON_DEPTH, withLatinDigits } from './validation';

describe('jsonTooDeep', () => {
  it('counts lists and objects, not brackets inside strings', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep(nested(12_000))).toBe(true);
    expect(jsonTooDeep(`{"a": "${'['.repeat(1000)}", "b": [{"c": "\\"[[["}]}`)).toBe(false);
    expect(jsonTooDeep(`{"a": "\\\\", "b": ${'{"x":'.repeat(40)}1${'}'.repeat(40)}}`)).toBe(true);
  });
});

describe('withLatinDigits', () => {
  const schema = {
    type: 'object',
    properties: {
      mobileNumber: { type: 'string', pattern: '^(\\+20|0)1[0125][0-9]{8}$' },
      address: { type: 'string', minLength: 1, pattern: '\\S' },
      page: { type: 'integer' },
      items: {
        type: 'array',
        items: { allOf: [{ type: 'object', properties: { quantity: { type: 'integer' } } }] },
      },
    },
  };

  it('writes digits in Latin where the schema takes a number or digits, and leaves free text as typed', () => {
    const body = {
      mobileNumber: '٠١٠١٢٣٤٥٦٧٨',
      address: 'شارع ٩، عمارة ۱۲',
      page: '۲',
      items: [{ quantity: '٣' }],
      other: '٤',
    };
    withLatinDigits(body, schema);
    expect(body).toEqual({
      mobileNumber: '01012345678',
      address: 'شارع ٩، عمارة ۱۲',
      page: '2',
      items: [{ quantity: '3' }],
      other: '٤',
    });
  });

  it('leaves numbers, nulls and values without a schema alone', () => {
    const body = { page: 3, mobileNumber: null };
    expect(withLatinDigits(body, schema)).toEqual({ page: 3, mobileNumber: null });
    expect(withLatinDigits('٠١', undefined)).toBe('٠١');
  });
});
