import { describe, expect, it } from 'vitest';
import { demoSvg } from './images';

describe('demo pictures', () => {
  it("write a garment's colour under it, but nothing in a category's picture (its card writes the name)", () => {
    expect(demoSvg('dress', '#8a9a7b', 'Sage', ['#fff', '#eee'])).toContain('>SAGE</text>');
    expect(demoSvg('bag', '#ffffff', undefined, ['#fff', '#eee'])).not.toContain('<text');
  });
});
