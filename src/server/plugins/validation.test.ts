import { describe, expect, it } from 'vitest';
import { jsonTooDeep, MAX_JSON_DEPTH } from './validation';

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
