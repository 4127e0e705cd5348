import { describe, expect, it } from 'vitest';
import { searchCacheText } from './search-cost';

describe('searchCacheText', () => {
  it('is the same for the same words in any order, case, spacing or repetition', () => {
    const key = searchCacheText('linen dress');
    expect(searchCacheText('  Dress   LINEN dress ')).toBe(key);
    expect(searchCacheText('dress linen')).toBe(key);
  });

  it('tells apart searches that may answer differently', () => {
    // "dresses" finds what "dress" finds, but as typed it could also be a size's name.
    expect(searchCacheText('dresses')).not.toBe(searchCacheText('dress'));
    expect(searchCacheText('red dress')).not.toBe(searchCacheText('dress'));
    expect(searchCacheText('فستان')).not.toBe(searchCacheText('فساتين'));
  });

  it('is empty for no search or a blank one', () => {
    expect(searchCacheText(undefined)).toBe('');
    expect(searchCacheText('   ')).toBe('');
  });
});
