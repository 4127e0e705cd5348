import { describe, expect, it } from 'vitest';
import { foldArabic, normalizeSearchText, searchWords, singularize } from './search-text';

describe('normalizeSearchText', () => {
  it('folds Latin capitals only (A–Z), as the SQL twin does whatever the locale', () => {
    expect(normalizeSearchText('Linen WRAP')).toBe('linen wrap');
    expect(normalizeSearchText('ÉTÉ')).toBe('ÉtÉ');
  });

  it('folds Arabic letter forms and removes diacritics and tatweel', () => {
    expect(foldArabic('أحمد إيمان آمال ٱلله')).toBe('احمد ايمان امال الله');
    expect(foldArabic('مستشفى')).toBe('مستشفي');
    expect(foldArabic('مؤخرة حقائب')).toBe('موخره حقايب');
    expect(foldArabic('مدرسة')).toBe('مدرسه');
    expect(foldArabic('فُسْتَانٌ')).toBe('فستان');
    expect(foldArabic('طويـــل')).toBe('طويل');
    expect(foldArabic('مطرّزة')).toBe('مطرزه');
    expect(normalizeSearchText('فُسْتَانٌ')).toBe(normalizeSearchText('فستان'));
  });

  it('reduces English plurals to one form, so plural and singular meet', () => {
    expect(singularize('dresses skirts bags blouses accessories boxes watches brushes shoes jeans')).toBe(
      'dress skirt bag blouse accessory box watch brush shoe jean',
    );
    // Left alone: words ending in ss, us, is, and words of three letters or fewer.
    expect(singularize('dress bus basis its xs was')).toBe('dress bus basis its xs was');
    expect(singularize('ties')).toBe('tie');
    expect(singularize('skirts, dresses.')).toBe('skirt, dress.');
    expect(normalizeSearchText('Skirts')).toBe(normalizeSearchText('skirt'));
    expect(normalizeSearchText('DRESSES')).toBe(normalizeSearchText('dress'));
  });
});

describe('searchWords', () => {
  it('splits a trimmed search into at most 8 words, each as typed (lower-cased) and normalised', () => {
    expect(searchWords('  XL   Skirts ')).toEqual([
      { raw: 'xl', normalized: 'xl' },
      { raw: 'skirts', normalized: 'skirt' },
    ]);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('ً')).toEqual([]); // a lone diacritic is no word
  });
});
