import { describe, expect, it } from 'vitest';
import { addProductTag, checkNewTagName, MAX_TAG_SUGGESTIONS, suggestTags } from './tag-names';

const tags = (...names: string[]) => names.map((name) => ({ name }));

describe('suggestTags', () => {
  it('offers existing names containing the typed text, case-insensitively, minus the chosen ones', () => {
    expect(suggestTags(tags('Summer', 'summer-sale', 'Linen', 'Winter'), 'SUM', ['summer'])).toEqual([
      'summer-sale',
    ]);
  });

  it('is capped at 8', () => {
    const many = tags(...Array.from({ length: 20 }, (_, i) => `tag-${i}`));
    expect(MAX_TAG_SUGGESTIONS).toBe(8);
    expect(suggestTags(many, 'tag', [])).toHaveLength(8);
    expect(suggestTags(many, '', [])).toEqual([
      'tag-0',
      'tag-1',
      'tag-2',
      'tag-3',
      'tag-4',
      'tag-5',
      'tag-6',
      'tag-7',
    ]);
  });
});

describe('checkNewTagName (category form)', () => {
  it('refuses an empty name', () => {
    expect(checkNewTagName('   ', [], [])).toEqual({ refusal: 'empty' });
  });

  it('refuses a name that an existing tag has, whatever the case', () => {
    expect(checkNewTagName(' LINEN ', tags('linen'), [])).toEqual({ refusal: 'exists' });
  });

  it('refuses a name already added, whatever the case', () => {
    expect(checkNewTagName('Evening', [], ['evening'])).toEqual({ refusal: 'added' });
  });

  it('accepts a new name, trimmed', () => {
    expect(checkNewTagName('  satin  ', tags('linen'), ['evening'])).toEqual({ name: 'satin' });
  });
});

describe('addProductTag', () => {
  it('reuses the spelling of an existing tag and skips one already chosen', () => {
    expect(addProductTag('linen', tags('Linen'), [])).toEqual(['Linen']);
    expect(addProductTag('LINEN', tags('Linen'), ['Linen'])).toEqual(['Linen']);
    expect(addProductTag(' new-in ', tags('Linen'), ['Linen'])).toEqual(['Linen', 'new-in']);
    expect(addProductTag('  ', [], ['a'])).toEqual(['a']);
  });
});
