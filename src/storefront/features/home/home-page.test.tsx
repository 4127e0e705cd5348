import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import {
  getListCategoriesMockHandler,
  getListCategoriesResponseMock,
} from '../../../../generated/shop-api/categories/categories.msw';
import {
  getListCollectionProductsResponseMock,
  getListProductsResponseMock,
} from '../../../../generated/shop-api/products/products.msw';
import type { Category, Product } from '../../../../generated/models';
import { FALLBACK_IMAGE } from '../../components/image-sources';
import { createContractServer, errorResponse, pending } from '../../testing/msw';
import { renderStorefront } from '../../testing/render-storefront';

const server = createContractServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const [dress, bag] = getListProductsResponseMock().products;
const categoryTemplate = getListCategoriesResponseMock().categories[0];

function category(id: number, slug: string, name: string, overrides: Partial<Category> = {}): Category {
  return { ...categoryTemplate, id, slug, name, isActive: true, ...overrides };
}

function product(id: number, name: string): Product {
  return { ...dress, id, name, slug: `p-${id}` };
}

/** Answers /api/products by its query: featured (pageSize 2), special (tag=special), configured tag sections. */
function productsByQuery(answer: (params: URLSearchParams) => Product[] | Response) {
  return http.get('*/api/products', ({ request }) => {
    const result = answer(new URL(request.url).searchParams);
    if (result instanceof Response) return result;
    return Response.json({ products: result, totalCount: result.length, totalPages: 1, currentPage: 1 });
  });
}

function section(name: string) {
  return screen.getByRole('heading', { name }).closest('section')!;
}

describe('home page', () => {
  it('shows the hero with "Shop Now!!" to /shop and the features block', async () => {
    renderStorefront('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Less effort, More impression' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now!!' })).toHaveAttribute('href', '/shop');
    for (const text of [
      '100% Satisfaction Guaranteed',
      '24/7 Online Service',
      'Payment With Secure System',
      'Fast Delivery across Egypt',
    ]) {
      expect(screen.getByRole('heading', { name: text })).toBeInTheDocument();
    }
    await screen.findAllByRole('link', { name: 'Linen Wrap Midi Dress' });
  });

  it('shows skeletons while the featured products load', () => {
    server.use(pending('get', '*/api/products'));
    renderStorefront('/');
    const featured = section('Featured');
    expect(within(featured).getAllByTestId('product-card-skeleton')).toHaveLength(2);
    expect(within(featured).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows up to 2 featured products linking to their pages, with the rounded discounted price and the old price struck', async () => {
    const many = [dress, bag, product(99, 'Third Dress')];
    server.use(productsByQuery((p) => (p.get('tag') ? [] : many)));
    renderStorefront('/');
    const featured = section('Featured');
    await within(featured).findByRole('link', { name: 'Linen Wrap Midi Dress' });
    const links = within(featured).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/products/linen-wrap-midi-dress',
      '/products/crochet-shoulder-bag',
    ]);
    expect(within(featured).queryByText('Third Dress')).not.toBeInTheDocument();
    // 1,450 with 10% off → 1,305, written as the product page and the cart write it; 1,450 struck through.
    const card = links[0].closest('article')!;
    expect(within(card).getByText('EGP 1,305.00')).toBeInTheDocument();
    expect(within(card).getByText('EGP 1,450.00').tagName).toBe('DEL');
  });

  it('says "Failed to load featured products" when they fail, with the refresh banner', async () => {
    server.use(productsByQuery((p) => (p.get('tag') ? [] : errorResponse(500, 'Internal error'))));
    renderStorefront('/');
    expect(await screen.findByText('Failed to load featured products')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some sections failed to load. Please try refreshing the page.',
    );
    expect(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Refresh Page' }),
    ).toBeInTheDocument();
  });

  it('shows the refresh banner when the categories fail, and logs the error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/products/categories', () => errorResponse(503, 'Service unavailable')));
    renderStorefront('/');
    expect(
      await screen.findByText('Some sections failed to load. Please try refreshing the page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load categories', expect.anything()));
    // The rest of the page still works.
    expect(
      await within(section('Featured')).findByRole('link', { name: 'Linen Wrap Midi Dress' }),
    ).toBeInTheDocument();
  });

  it('reloads the page from the banner', async () => {
    const reload = vi.fn();
    server.use(productsByQuery(() => errorResponse(500, 'Internal error')));
    renderStorefront('/');
    // The address as the router reads it (jsdom's location keeps its parts out of a copy), with a reload to see.
    const { pathname, search, hash } = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname,
      search,
      hash,
      reload,
    });
    (await screen.findByRole('button', { name: 'Refresh Page' })).click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows no banner when everything loads', async () => {
    renderStorefront('/');
    await within(section('Featured')).findByRole('link', { name: 'Linen Wrap Midi Dress' });
    await screen.findByRole('heading', { name: 'New Arrivals' });
    expect(
      screen.queryByText('Some sections failed to load. Please try refreshing the page.'),
    ).not.toBeInTheDocument();
  });

  it('shows up to 3 active categories as cards linking to the shop, with a fallback image for a missing or short URL', async () => {
    server.use(
      getListCategoriesMockHandler({
        categories: [
          category(1, 'new-arrivals', 'New Arrivals', {
            imageUrl: '/uploads/categories/new-arrivals-640.webp',
          }),
          category(9, 'hidden', 'Hidden', { isActive: false }),
          category(2, 'easy-wear', 'Effortless Everyday Style', { imageUrl: '/a.jp' }),
          category(3, 'statement-layers', 'Handmade Layers That Speak', { imageUrl: null }),
          category(4, 'bags', 'Luxury in Every Stitch'),
        ],
        tags: [],
      }),
    );
    renderStorefront('/');
    const cards = within(
      await screen.findByRole('heading', { name: 'Shop by Category' }).then((h) => h.closest('section')!),
    ).getAllByRole('link');
    expect(cards.map((c) => [c.textContent, c.getAttribute('href')])).toEqual([
      ['New Arrivals', '/shop?category=new-arrivals'],
      ['Effortless Everyday Style', '/shop?category=easy-wear'],
      ['Handmade Layers That Speak', '/shop?category=statement-layers'],
    ]);
    const images = cards.map((c) => c.querySelector('img')!);
    expect(images[0]).toHaveAttribute('src', '/uploads/categories/new-arrivals-640.webp');
    expect(images[1]).toHaveAttribute('src', FALLBACK_IMAGE);
    expect(images[2]).toHaveAttribute('src', FALLBACK_IMAGE);
  });

  it('shows a category row of up to 8 only for active categories, with "View all … products"', async () => {
    // The contract's example: new-arrivals and easy-wear active, bags inactive, statement-layers missing.
    const nine = Array.from({ length: 9 }, (_, i) => product(100 + i, `Row Dress ${i + 1}`));
    server.use(
      http.get('*/api/products/collections/:slug', ({ params, request }) => {
        expect(new URL(request.url).searchParams.get('limit')).toBe('8');
        return Response.json({
          ...getListCollectionProductsResponseMock(),
          products: params.slug === 'new-arrivals' ? nine : [bag],
        });
      }),
    );
    renderStorefront('/');
    const newArrivals = (await screen.findByRole('heading', { name: 'New Arrivals' })).closest('section')!;
    expect(within(newArrivals).getByRole('link', { name: 'View all New Arrivals products' })).toHaveAttribute(
      'href',
      '/shop?category=new-arrivals',
    );
    await within(newArrivals).findByRole('link', { name: 'Row Dress 1' });
    expect(within(newArrivals).getAllByRole('article')).toHaveLength(8);

    const easyWear = (await screen.findByRole('heading', { name: 'Effortless Everyday Style' })).closest(
      'section',
    )!;
    expect(
      within(easyWear).getByRole('link', { name: 'View all Effortless Everyday Style products' }),
    ).toHaveAttribute('href', '/shop?category=easy-wear');

    expect(screen.queryByRole('heading', { name: 'Luxury in Every Stitch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Handmade Layers That Speak' })).not.toBeInTheDocument();
  });

  it('shows 2 products tagged special', async () => {
    server.use(
      productsByQuery((p) =>
        p.get('tag') === 'special'
          ? [product(50, 'Special One'), product(51, 'Special Two'), product(52, 'Special Three')]
          : [dress],
      ),
    );
    renderStorefront('/');
    const special = (await screen.findByRole('heading', { name: 'Special Picks' })).closest('section')!;
    await within(special).findByRole('link', { name: 'Special One' });
    expect(within(special).getAllByRole('article')).toHaveLength(2);
  });

  it('shows the configured tag section with "See more" when it has products, and leaves it out when empty', async () => {
    server.use(productsByQuery((p) => (p.get('tag') === 'linen' ? [product(60, 'Linen Shirt')] : [dress])));
    const first = renderStorefront('/');
    const linen = (await screen.findByRole('heading', { name: 'The Linen Edit' })).closest('section')!;
    expect(within(linen).getByRole('link', { name: 'See more The Linen Edit' })).toHaveAttribute(
      'href',
      '/shop?q=linen',
    );
    await within(linen).findByRole('link', { name: 'Linen Shirt' });
    first.unmount();

    server.use(productsByQuery((p) => (p.get('tag') === 'linen' ? [] : [dress])));
    renderStorefront('/');
    await within(section('Featured')).findByRole('link', { name: 'Linen Wrap Midi Dress' });
    expect(screen.queryByRole('heading', { name: 'The Linen Edit' })).not.toBeInTheDocument();
  });

  it('sets the document title and description', async () => {
    renderStorefront('/');
    await waitFor(() => expect(document.title).toBe('Morph — Less effort, More impression'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /women's clothing in Egypt/,
    );
  });
});

describe('home page: a failing category row', () => {
  it('leaves the row out and shows the refresh banner', async () => {
    server.use(http.get('*/api/products/collections/:slug', () => errorResponse(500, 'Internal error')));
    renderStorefront('/');
    expect(
      await screen.findByText('Some sections failed to load. Please try refreshing the page.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New Arrivals' })).not.toBeInTheDocument();
    expect(
      await within(section('Featured')).findByRole('link', { name: 'Linen Wrap Midi Dress' }),
    ).toBeInTheDocument();
  });
});

describe('home page lists below the first screen', () => {
  it('are asked for only when the shopper comes near them, after the categories have placed the cards', async () => {
    // A browser's IntersectionObserver, driven by the test: the list starts far below the screen.
    const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> =
      [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    const requests: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/api/products') && !url.pathname.endsWith('/categories'))
        requests.push(`${url.pathname}${url.search}`);
    };
    server.events.on('request:start', onRequest);
    try {
      renderStorefront('/');
      await screen.findByRole('heading', { name: 'Featured' });
      await waitFor(() => expect(observers).toHaveLength(1));
      expect(observers[0].options?.rootMargin).toBe('400px');
      // The first screen's requests only: the featured products (and the categories, not counted here).
      expect(requests).toEqual(['/api/products?page=1&pageSize=2']);

      act(() =>
        observers[0].callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      await waitFor(() => expect(requests).toContain('/api/products?tag=special&page=1&pageSize=6'));
      expect(requests.some((r) => r.startsWith('/api/products/collections/'))).toBe(true);
    } finally {
      server.events.removeListener('request:start', onRequest);
      vi.unstubAllGlobals();
    }
  });
});
