import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppErrorBoundary } from './components/error-boundary';
import { CartProvider } from './features/cart/cart-context';
import { getListCategoriesResponseMock } from '../../generated/api/categories/categories.msw';
import {
  getGetProductBySlugResponseMock,
  getListProductsResponseMock,
} from '../../generated/api/products/products.msw';
import { prefetchFirstPage } from './first-requests';
import { pageData, resetPageData } from './page-data';
import { createQueryClient } from './query-client';
import { createContractServer } from './testing/msw';
import { CatalogueRoutes } from './testing/render-storefront';

const server = createContractServer();
const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  requests.push(`${url.pathname}${url.search}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

/** Prefetches as the app does at start, then renders the page with the same client. */
function landOn(path: string) {
  const url = new URL(path, 'http://localhost');
  const client = createQueryClient({ retry: false });
  prefetchFirstPage(client, url);
  // Already on their way before the page's code renders.
  const prefetched = client.getQueryCache().getAll();
  const fetching = client.isFetching();
  render(
    <QueryClientProvider client={client}>
      <CartProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppErrorBoundary>
            <CatalogueRoutes />
          </AppErrorBoundary>
        </MemoryRouter>
      </CartProvider>
    </QueryClientProvider>,
  );
  return { fetching, prefetched };
}

const count = (path: string) => requests.filter((r) => r === path).length;

/** Every prefetched query is one the page reads (same key), and no request went out twice. */
function expectUsedByPage(prefetched: ReturnType<typeof landOn>['prefetched']) {
  for (const query of prefetched) expect(query.getObserversCount(), query.queryHash).toBeGreaterThan(0);
  expect(new Set(requests).size).toBe(requests.length);
}

/** The page's HTML handing over `data` (src/storefront/page-data.ts); returns the way to take it back. */
function handOver(data: unknown): () => void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-data';
  script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.body.append(script);
  resetPageData();
  return () => {
    script.remove();
    resetPageData();
  };
}

describe('prefetchFirstPage', () => {
  it('asks for the home page’s featured products and categories before it renders, and only once', async () => {
    const { fetching, prefetched } = landOn('/');
    expect(fetching).toBe(2);
    await screen.findByRole('heading', { name: 'Featured' });
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    expect(count('/api/products?page=1&pageSize=2')).toBe(1);
    expect(count('/api/products/categories?active=true')).toBe(1);
    expectUsedByPage(prefetched);
  });

  it('asks for the shop’s grid of the filters in the URL, and the page does not ask again', async () => {
    const { fetching, prefetched } = landOn('/shop?category=bags&page=2');
    expect(fetching).toBe(3);
    await screen.findAllByRole('article');
    expect(count('/api/products?page=2&pageSize=9&category=bags')).toBe(1);
    expect(count('/api/products/categories?active=true')).toBe(1);
    expect(count('/api/products/filters?category=bags')).toBe(1);
    expectUsedByPage(prefetched);
  });

  it('searches when the shop’s URL has a text', async () => {
    const { fetching, prefetched } = landOn('/shop?q=linen');
    expect(fetching).toBe(3);
    await screen.findAllByRole('article');
    expect(requests.filter((r) => r.startsWith('/api/products/search'))).toHaveLength(1);
    expectUsedByPage(prefetched);
  });

  it('asks for the product of a product page once', async () => {
    const { fetching, prefetched } = landOn('/products/linen-wrap-midi-dress');
    expect(fetching).toBe(1);
    await screen.findByRole('heading', { level: 1 });
    expect(count('/api/products/linen-wrap-midi-dress')).toBe(1);
    expectUsedByPage(prefetched);
  });

  it('starts a product page with the product its HTML carries, without asking for it', async () => {
    const handed = {
      ...getGetProductBySlugResponseMock(),
      slug: 'linen-wrap-midi-dress',
      name: 'Handed Over Dress',
    };
    const takeBack = handOver({ product: handed });
    try {
      const { fetching } = landOn('/products/linen-wrap-midi-dress');
      expect(fetching).toBe(0);
      expect(await screen.findByRole('heading', { level: 1, name: 'Handed Over Dress' })).toBeInTheDocument();
      expect(count('/api/products/linen-wrap-midi-dress')).toBe(0);
    } finally {
      takeBack();
    }
  });

  it('asks for the product when the HTML carries another one or none that parses', async () => {
    const takeBack = handOver({ product: { ...getGetProductBySlugResponseMock(), slug: 'another' } });
    try {
      expect(landOn('/products/linen-wrap-midi-dress').fetching).toBe(1);
      await screen.findByRole('heading', { level: 1 });
    } finally {
      takeBack();
    }
    const takeBackBroken = handOver('{not json');
    expect(pageData()).toEqual({});
    takeBackBroken();
  });

  it('starts the shop with the grid and categories its HTML carries for the very URLs it would ask', async () => {
    const takeBack = handOver({
      answers: [
        {
          url: '/api/products?page=1&pageSize=9&category=bags',
          body: { ...getListProductsResponseMock(), totalPages: 1, currentPage: 1 },
        },
        { url: '/api/products/categories?active=true', body: getListCategoriesResponseMock() },
        // Another page's grid is not this one's.
        { url: '/api/products?page=2&pageSize=9&category=bags', body: { products: [] } },
      ],
    });
    try {
      const { fetching } = landOn('/shop?category=bags');
      // Only the sizes and colours on offer are asked for.
      expect(fetching).toBe(1);
      await screen.findAllByRole('article');
      expect(requests.filter((r) => r.startsWith('/api/products?'))).toEqual([]);
      expect(count('/api/products/categories?active=true')).toBe(0);
    } finally {
      takeBack();
    }
  });

  it('asks for nothing on other pages', () => {
    const client = createQueryClient({ retry: false });
    prefetchFirstPage(client, new URL('http://localhost/cart'));
    prefetchFirstPage(client, new URL('http://localhost/products/'));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
