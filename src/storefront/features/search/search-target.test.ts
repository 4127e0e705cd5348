import { describe, expect, it } from 'vitest';
import { searchTarget } from './search-target';

describe('searchTarget', () => {
  it('goes to the plain shop for an empty or blank search', () => {
    expect(searchTarget('')).toEqual({ path: '/shop', query: null });
    expect(searchTarget('   \t ')).toEqual({ path: '/shop', query: null });
  });

  it('trims the text and puts it in q', () => {
    expect(searchTarget('  linen dress ')).toEqual({ path: '/shop?q=linen+dress', query: 'linen dress' });
  });

  it('encodes characters that mean something in a URL', () => {
    expect(searchTarget('a&b=c')).toEqual({ path: '/shop?q=a%26b%3Dc', query: 'a&b=c' });
    expect(new URLSearchParams(searchTarget('فستان').path.split('?')[1]).get('q')).toBe('فستان');
  });
});
