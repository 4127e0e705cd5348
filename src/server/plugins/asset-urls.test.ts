import { describe, expect, it } from 'vitest';
import { absoluteUploadUrls, absoluteUploadUrlsInJson } from './asset-urls';

const ORIGIN = 'https://cdn.example';
const answer = {
  products: [
    {
      name: 'Says "url":"/uploads/x" in its name',
      imageUrl: '/uploads/products/a.webp',
      images: [{ id: 1, url: '/uploads/products/b.webp' }],
      variants: [{ imageUrl: null, images: [{ id: 2, url: 'https://elsewhere.example/c.webp' }] }],
      description: '/uploads/products/not-a-picture-field',
    },
  ],
};

describe('upload URLs on the asset origin', () => {
  it('makes the same text of a serialised answer as of the answer before serialising', () => {
    const json = JSON.stringify(answer);
    const inText = absoluteUploadUrlsInJson(json, ORIGIN, '/uploads/');
    expect(inText).toBe(JSON.stringify(absoluteUploadUrls(answer, ORIGIN, '/uploads/')));
    const shown = JSON.parse(inText) as typeof answer;
    expect(shown.products[0]!.imageUrl).toBe('https://cdn.example/uploads/products/a.webp');
    expect(shown.products[0]!.images[0]!.url).toBe('https://cdn.example/uploads/products/b.webp');
    // Text that only looks like a picture's field, and fields that are not pictures, stay as they were.
    expect(shown.products[0]!.name).toBe(answer.products[0]!.name);
    expect(shown.products[0]!.description).toBe('/uploads/products/not-a-picture-field');
    expect(shown.products[0]!.variants[0]!.images[0]!.url).toBe('https://elsewhere.example/c.webp');
  });
});
