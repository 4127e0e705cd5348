/**
 * The storefront rendered on the server: the same tree as in the browser (app.tsx `StorefrontTree`) under a
 * router at the requested path, with react-query's cache filled from the API first, so the first HTML carries the whole page
 * (header, hero, product rows, the grid, the product's name, price, gallery and sizes) and the browser hydrates it.
 *
 * Built by Vite as a server bundle (`npm run build:ssr` → build/ssr/entry-server.js) and loaded by the API
 * server's page plugin (src/server/plugins/spa.ts), which never imports React itself. The server hands in how to
 * ask its own API (`request`): in-process, no network.
 *
 * How a page's data is found: render once; every catalogue query the page built and did not disable is asked for;
 * render again with the answers (a query that needs an earlier answer, such as a product's related products, is
 * found on the next pass). What only the browser knows (the cart, an order's key) is rendered by the browser
 * after hydration (components/use-hydrated.ts).
 */
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ShopRouter } from './router';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { setApiTransport, setRequestLanguage, type ApiTransport } from '../shared/api-fetch';
import { StorefrontTree } from './app';
import {
  basenameOf,
  loadArabic,
  loadArabicTexts,
  pathLanguage,
  setLanguage,
  type LaterArabic,
  type Language,
} from './i18n/language';

// Every Arabic text, loaded with the first Arabic page: the server has no download to save.
const ALL_ARABIC = Object.keys({
  cart: true,
  checkout: true,
  login: true,
  orders: true,
  policies: true,
  product: true,
  shop: true,
  track: true,
} satisfies Record<LaterArabic, true>) as LaterArabic[];

/** The answers a page may be rendered with: the public catalogue's reads, the same for every visitor. */
const SERVER_READS = [
  '/api/products',
  '/api/settings/contact',
  '/api/settings/returns',
  '/api/shipping/cities',
];
/** Passes of render → ask → render: a page's data is at most this many requests deep. */
const MAX_PASSES = 4;
/** A render that has not finished by then is given up (the browser renders the page instead). */
const RENDER_TIMEOUT_MS = 5_000;

export interface RenderedPage {
  /** The page's body, for `<div id="root">`. */
  html: string;
  /** The `<link>`s React hoists for the head (the first pictures' preloads). */
  head: string;
  /** The query cache it was rendered with, for the browser to start from (page-data.ts). */
  state: DehydratedState;
}

const isServerRead = (query: Query) => {
  const [url] = query.queryKey;
  if (typeof url !== 'string' || !SERVER_READS.some((read) => url === read || url.startsWith(`${read}/`)))
    return false;
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

function renderToText(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        // Joined as bytes: an Arabic letter may be cut between two chunks.
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // The page is sent whole, in order, with no inline script: no part of it is held back to stream later
      // (React moves a large Suspense boundary's content after the rest otherwise).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Everything, lazy pages included, before the first byte.
      onAllReady() {
        clearTimeout(timer);
        if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)));
        else stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        failure ??= error;
      },
    });
    const timer = setTimeout(
      () => stream.abort(new Error('The page took too long to render')),
      RENDER_TIMEOUT_MS,
    );
  });
}

// The page's language and the API transport are the storefront's module state (as in the browser, where a page
// has one language): renders take turns.
let turn: Promise<unknown> = Promise.resolve();

async function renderNow(url: string, request: ApiTransport): Promise<RenderedPage | undefined> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const language: Language = pathLanguage(pathname);
  setLanguage(language);
  if (language === 'ar') await Promise.all([loadArabic(), loadArabicTexts(...ALL_ARABIC)]);
  setApiTransport(request);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const tree = (
    <StorefrontTree
      queryClient={queryClient}
      routed={(pages) => (
        <ShopRouter base={basenameOf(language)} ssrPath={url}>
          {pages}
        </ShopRouter>
      )}
    />
  );
  try {
    let html = await renderToText(tree);
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const wanted = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && isServerRead(query));
      if (wanted.length === 0) break;
      await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
      // An answer the API refused (or could not give) is the browser's to ask and show.
      if (wanted.some((query) => query.state.status === 'error')) return undefined;
      html = await renderToText(tree);
    }
    // React writes what belongs in the head (a picture's preload, a <title>) before the page when it renders no
    // whole document: the links go to the head; the server writes the page's own title and meta there.
    const hoisted = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)*/.exec(html)?.[0] ?? '';
    const head = hoisted.match(/<link\b[^>]*>/g)?.join('') ?? '';
    return { html: html.slice(hoisted.length), head, state: dehydrate(queryClient) };
  } finally {
    // The module state as it was: English, no transport, no language sent (what anything else in the
    // process, tests included, expects of these modules).
    setApiTransport(undefined);
    setLanguage('en');
    setRequestLanguage(undefined);
  }
}

/**
 * The page at `url` (path and query, with its `/ar` prefix) rendered, or undefined when it could not be: the
 * server then sends the page for the browser to render, as it would without this bundle.
 */
export function renderPage(url: string, request: ApiTransport): Promise<RenderedPage | undefined> {
  const rendered = turn.then(() => renderNow(url, request));
  turn = rendered.catch(() => undefined);
  return rendered;
}
