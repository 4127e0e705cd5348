import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * `use-sync-external-store/shim` is React's own `useSyncExternalStore`: the shim only fills it in for React
 * before 18, and its CommonJS wrapper cost the storefront's first visit (wouter imports it) 0.4 KB gzip of a file
 * of its own. React 19 has the hook, so the shim is React's.
 */
function syncExternalStoreFromReact(): Plugin {
  const id = '\0morph-use-sync-external-store';
  return {
    name: 'morph-use-sync-external-store',
    enforce: 'pre',
    resolveId: (source) => (/^use-sync-external-store\/shim(\/index\.js)?$/.test(source) ? id : null),
    load: (loaded) => (loaded === id ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

/**
 * dist/.vite/modules.json: each chunk with its static imports, entry module and the modules in it (paths from the
 * project root), so the size tests (tests/helpers/bundle.ts) check the very build that is shipped instead of
 * making one of their own.
 */
function bundleModules(): Plugin {
  let root = '';
  const fromRoot = (id: string) => (id.startsWith(root) ? id.slice(root.length).replace(/\\/g, '/') : id);
  return {
    name: 'morph-bundle-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      // A chunk of stylesheets only (one imported by several lazy chunks) is dropped by Vite after this hook,
      // its CSS served as a file of its own: it is left out here too, and out of the imports naming it.
      const cssOnly = new Set(
        Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' &&
          item.moduleIds.length > 0 &&
          item.moduleIds.every((id) => /\.css($|\?)/.test(id))
            ? [item.fileName]
            : [],
        ),
      );
      const chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk' && !cssOnly.has(item.fileName)
          ? [
              {
                fileName: item.fileName,
                imports: item.imports.filter((i) => !cssOnly.has(i)),
                facadeModuleId: item.facadeModuleId && fromRoot(item.facadeModuleId),
                moduleIds: item.moduleIds.map(fromRoot),
              },
            ]
          : [],
      );
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(chunks) });
    },
  };
}

// One build: the storefront is the entry, the admin a lazily loaded chunk under /admin.
// In dev, /api and /uploads go to the real server (npm run dev) or to Prism (npm run dev:mock).
// `vite build --ssr` (npm run build:ssr) makes the storefront's server bundle, build/ssr/entry-server.js, that
// the API server renders pages with (src/storefront/entry-server.tsx); not in dist/, which is served as files.
export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const target = mode === 'mock' ? 'http://127.0.0.1:4010' : env.API_PROXY_TARGET || 'http://127.0.0.1:3000';
  return {
    plugins: [react(), syncExternalStoreFromReact(), bundleModules()],
    server: {
      port: 5173,
      proxy: {
        // Prism checks only that the session cookie is there; in mock mode the proxy adds one so the back
        // office can be browsed without a real sign-in.
        '/api': {
          target,
          changeOrigin: false,
          ...(mode === 'mock' ? { headers: { cookie: 'morph_session=mock-session' } } : {}),
        },
        '/uploads': { target },
      },
    },
    build: isSsrBuild
      ? { outDir: 'build/ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
      : {
          outDir: 'dist',
          sourcemap: false,
          // dist/.vite/manifest.json: the server finds in it the stylesheets and code of the page it rendered, to
          // link them from the page's head (src/server/plugins/spa.ts).
          manifest: true,
          chunkSizeWarningLimit: 1500,
          // Every browser the shop serves preloads modules itself (Chrome 66+, Safari 17+, Firefox 115+): the
          // polyfill would cost each first visit 0.2 KB gzip for the few that do not, which still load every chunk.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            output: {
              // React, React DOM and the scheduler in one file: left to the automatic split they came in two (the
              // entry asks for React DOM alone, the shop and the back office for React), and two gzip streams of
              // the same library cost a first visit about 1 KB more.
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    // With React's useSyncExternalStore, which wouter and recharts ask for as the shim's.
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|morph-use-sync-external-store/,
                  },
                  // Small modules of the shop that every first visit runs, left to the automatic split in nine
                  // files of 0.2–1.1 KB (each a gzip stream of its own, and an import in each file using it):
                  // two files instead, 1.0 KB less. The shell (router, language, common texts) imports nothing of
                  // the app; the product card (home, shop and product pages) builds on both. Only the modules
                  // named, not their imports, and none the back office imports.
                  {
                    name: 'shell',
                    includeDependenciesRecursively: false,
                    test: /[\\/]node_modules[\\/](wouter|regexparam)[\\/]|[\\/]src[\\/](storefront[\\/](router|i18n[\\/](language|common))|shared[\\/]routes)\.tsx?$/,
                  },
                  {
                    name: 'product-card',
                    includeDependenciesRecursively: false,
                    test: /[\\/]src[\\/](storefront[\\/]components[\\/](product-card|product-image|price|image-sources|use-deferred)|shared[\\/](product-pictures|shown-price))\.tsx?$|[\\/]generated[\\/]shop-api[\\/]categories[\\/]categories\.ts$/,
                  },
                ],
              },
            },
          },
        },
  };
});
