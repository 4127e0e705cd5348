import { describe, expect, it } from 'vitest';
import { matchForms, searchTerm, termForms } from './search-terms';

describe('searchTerm', () => {
  it('brings broken plurals to their singular', () => {
    expect(searchTerm('فساتين')).toBe('فستان');
    expect(searchTerm('فستان')).toBe('فستان');
    expect(searchTerm('بلوزات')).toBe(searchTerm('بلوزة'));
    expect(searchTerm('عبايات')).toBe(searchTerm('عباية'));
    expect(searchTerm('شنط')).toBe(searchTerm('شنطة'));
    expect(searchTerm('أحذية')).toBe('حذاء');
    expect(searchTerm('جزم')).toBe(searchTerm('جزمة'));
    expect(searchTerm('بناطيل')).toBe('بنطلون');
    expect(searchTerm('قمصان')).toBe('قميص');
  });

  it('gives the Egyptian skirt one term for all its forms', () => {
    for (const word of ['جيبة', 'جيبه', 'جيب', 'جيبات', 'الجيبة', 'والجيبات'])
      expect(searchTerm(word)).toBe('جيب');
  });

  it('takes off the article and the prepositions written with it', () => {
    for (const word of ['الفستان', 'والفستان', 'بالفستان', 'للفستان', 'الفساتين', 'ٱلفستان'])
      expect(searchTerm(word)).toBe('فستان');
  });

  it('folds hamza, alef, ya and ta marbuta forms, diacritics and tatweel', () => {
    expect(searchTerm('أحذيه')).toBe('حذاء');
    expect(searchTerm('إسدال')).toBe(searchTerm('اسدال'));
    expect(searchTerm('فُسْتَـــان')).toBe('فستان');
    expect(searchTerm('مؤخرة')).toBe(searchTerm('موخره'));
    expect(searchTerm('حقائب')).toBe(searchTerm('حقايب'));
    expect(searchTerm('صيفى')).toBe('صيفي');
  });

  it('takes off the endings of sound plurals and pronouns, not letters of short words', () => {
    expect(searchTerm('جاكيتات')).toBe('جاكيت');
    expect(searchTerm('صيفية')).toBe('صيفي');
    expect(searchTerm('فستانها')).toBe('فستان');
    expect(searchTerm('مصريين')).toBe('مصري');
    // A singular ending in ون or ين, and words too short to lose a letter, stay whole.
    expect(searchTerm('شيفون')).toBe('شيفون');
    expect(searchTerm('بنات')).toBe('بنات');
    expect(searchTerm('وجه')).toBe('وجه');
    expect(searchTerm('الوان')).toBe('لون');
    expect(searchTerm('ال')).toBe('ال');
  });

  it('only normalises words without Arabic letters', () => {
    expect(searchTerm('Dresses')).toBe('dress');
    expect(searchTerm('XL')).toBe('xl');
    expect(searchTerm('tops')).toBe('top');
  });
});

describe('matchForms', () => {
  it('looks for a broken plural beside its singular', () => {
    // "فستانين" (two dresses) contains the term, so only "فساتين" is listed.
    expect(termForms('فستان')).toEqual(['فستان', 'فساتين']);
    expect(matchForms(['فستان'])).toEqual(['فساتين', 'فستان']);
    expect(matchForms(['حذاء'])).toEqual(['احذيه', 'حذاء']);
  });

  it('keeps no form another one already finds', () => {
    // "جيب" finds "جيبه" and "جيبات"; "skirt" is one form of its own.
    expect(matchForms(['جيب', 'تنور', 'skirt'])).toEqual(['skirt', 'تنانير', 'تنور', 'جيب']);
  });

  it('keeps at most the number asked for', () => {
    expect(matchForms(['aaa', 'bbb', 'ccc'], 2)).toHaveLength(2);
  });
});
