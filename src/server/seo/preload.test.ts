import { describe, expect, it } from 'vitest';
import { preloadsOf, type Manifest } from './preload';

// Shaped as Vite writes it: the entry (index.html), a lazy app importing shared chunks, and lazy pages.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  '_texts-2.js': { file: 'assets/texts-2.js', imports: ['index.html'] },
  '_card-3.js': {
    file: 'assets/card-3.js',
    imports: ['index.html', '_texts-2.js'],
    css: ['assets/card-3.css'],
  },
  'src/storefront/app.tsx': {
    file: 'assets/app-4.js',
    imports: ['index.html', '_texts-2.js'],
    css: ['assets/app-4.css'],
  },
  'src/storefront/features/shop/shop-page.tsx': {
    file: 'assets/shop-page-5.js',
    imports: ['index.html', '_card-3.js', 'src/storefront/app.tsx'],
    css: ['assets/shop-page-5.css'],
  },
};

describe('preloadsOf', () => {
  it('lists the chunks and everything they import, never the entry, each once', () => {
    expect(
      preloadsOf(manifest, ['src/storefront/app.tsx', 'src/storefront/features/shop/shop-page.tsx']),
    ).toEqual({
      scripts: ['/assets/app-4.js', '/assets/texts-2.js', '/assets/shop-page-5.js', '/assets/card-3.js'],
      // A chunk's imports' stylesheets come before its own, as Vite's loader adds them (the cascade).
      styles: ['/assets/app-4.css', '/assets/card-3.css', '/assets/shop-page-5.css'],
    });
  });

  it('skips a source the build does not know, and preloads nothing from an empty manifest', () => {
    expect(preloadsOf(manifest, ['src/storefront/renamed.tsx', 'src/storefront/app.tsx']).scripts).toEqual([
      '/assets/app-4.js',
      '/assets/texts-2.js',
    ]);
    expect(preloadsOf({}, ['src/storefront/app.tsx'])).toEqual({ scripts: [], styles: [] });
  });
});
