import { describe, expect, it } from 'vitest';
import { FALLBACK_IMAGE, isUsableImageUrl, srcSetFor } from './image-sources';

describe('srcSetFor', () => {
  it('lists the 320, 640 and 1280 widths of a server image', () => {
    expect(srcSetFor('/uploads/products/12-main-640.webp')).toBe(
      '/uploads/products/12-main-320.webp 320w, /uploads/products/12-main-640.webp 640w, /uploads/products/12-main-1280.webp 1280w',
    );
  });

  it('gives nothing for other URLs', () => {
    expect(srcSetFor('https://example.com/a.jpg')).toBeUndefined();
    expect(srcSetFor(null)).toBeUndefined();
    expect(srcSetFor(FALLBACK_IMAGE)).toBeUndefined();
  });
});

describe('isUsableImageUrl', () => {
  it('refuses missing URLs and URLs of 5 characters or fewer', () => {
    expect(isUsableImageUrl(null)).toBe(false);
    expect(isUsableImageUrl(undefined)).toBe(false);
    expect(isUsableImageUrl('')).toBe(false);
    expect(isUsableImageUrl('null')).toBe(false);
    expect(isUsableImageUrl('/a.jp')).toBe(false);
  });

  it('accepts a URL of 6 characters or more', () => {
    expect(isUsableImageUrl('/a.jpg')).toBe(true);
    expect(isUsableImageUrl('/uploads/categories/bags-640.webp')).toBe(true);
  });
});
