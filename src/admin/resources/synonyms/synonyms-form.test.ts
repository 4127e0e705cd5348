import { describe, expect, it } from 'vitest';
import { SYNONYMS_EN } from '../../i18n/synonyms';
import { splitWords, synonymsFormSchema } from './synonyms-form';

const schema = synonymsFormSchema(SYNONYMS_EN);

describe('the synonyms form', () => {
  it('splits the box at Latin and Arabic commas into the request body', () => {
    expect(splitWords(' جيبة، تنورة ,  skirt \n jupe,,')).toEqual(['جيبة', 'تنورة', 'skirt', 'jupe']);
    expect(schema.parse({ words: 'طرحة, حجاب' })).toEqual({ words: ['طرحة', 'حجاب'] });
  });

  it('refuses what the contract refuses, with the screen’s sentences', () => {
    const error = (words: string) => schema.safeParse({ words }).error?.issues[0]?.message;
    expect(error('جيبة')).toBe('Write at least two words, separated by commas.');
    expect(error(Array.from({ length: 13 }, (_, i) => `w${i}`).join(','))).toBe(
      'At most 12 words in a group.',
    );
    expect(error(`${'x'.repeat(41)}, hat`)).toBe('A word has at most 40 characters.');
  });
});
