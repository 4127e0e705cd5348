import { describe, expect, it } from 'vitest';
import { HttpError } from '../../plugins/errors';
import { groupWords } from './service';

describe('groupWords', () => {
  it('keeps each word once by its term, as first written, trimmed', () => {
    expect(groupWords([' جيبة ', 'الجيبات', 'تنورة', 'Skirts', 'skirt', 'long  skirt'])).toEqual({
      words: ['جيبة', 'تنورة', 'Skirts', 'long skirt'],
      terms: ['جيب', 'تنور', 'skirt', 'long skirt'],
    });
  });

  it('refuses a group of fewer than two different words', () => {
    expect(() => groupWords(['فستان', 'الفساتين', '  '])).toThrow(HttpError);
    expect(() => groupWords(['فستان', 'الفساتين'])).toThrow('A group needs at least two different words');
  });
});
