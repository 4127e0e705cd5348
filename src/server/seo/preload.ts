// What a page's HTML asks the browser to fetch at once, from Vite's build manifest (dist/.vite/manifest.json).
// The storefront is one entry that imports the shop's app, then its language and its page, each a lazy chunk:
// left alone a phone fetches them one after the other (the entry, then the app, then the Arabic texts, then
// the page), a round trip each before the first paint. Listed in the head they all start with the entry.
// Pure: plugins/spa.ts reads the manifest and says which sources a page needs.

/** One chunk of the manifest (the fields used here; see Vite's `build.manifest`). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The storefront's modules a page starts with, by the source path Vite keys the manifest with. */
export const STOREFRONT_SOURCES = {
  app: 'src/storefront/app.tsx',
  arabic: 'src/storefront/i18n/ar/index.ts',
  home: 'src/storefront/features/home/home-page.tsx',
  shop: 'src/storefront/features/shop/shop-page.tsx',
  product: 'src/storefront/features/product/product-page.tsx',
} as const;

export interface Preloads {
  /** Root-relative URLs of the JS chunks (`<link rel="modulepreload">`). */
  scripts: string[];
  /** Root-relative URLs of their stylesheets. */
  styles: string[];
}

/**
 * The chunks of `sources` and everything they import statically, with their CSS, in a stable order. The entry
 * (already a `<script>` of the page) is left out; a source the manifest does not know is skipped, so a renamed
 * module costs the preload, never the page.
 */
export function preloadsOf(manifest: Manifest, sources: readonly string[]): Preloads {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    // The entry and what it imports are the page's own <script> and links already.
    if (!chunk || chunk.isEntry) return;
    scripts.push(`/${chunk.file}`);
    // A chunk's imports' stylesheets before its own, the order Vite's loader adds them in (the cascade).
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
  };
  for (const source of sources) visit(source);
  return { scripts, styles };
}
