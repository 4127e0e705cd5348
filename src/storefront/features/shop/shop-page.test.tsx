import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getListProductsResponseMock } from '../../../../generated/shop-api/products/products.msw';
import type { Product } from '../../../../generated/models';
import { createContractServer, errorResponse, pending } from '../../testing/msw';
import { renderStorefront } from '../../testing/render-storefront';

const server = createContractServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const [dress] = getListProductsResponseMock().products;
const products = (n: number): Product[] =>
  Array.from({ length: n }, (_, i) => ({
    ...dress,
    id: 200 + i,
    slug: `dress-${i + 1}`,
    name: `Dress ${i + 1}`,
  }));

/**
 * Records every catalogue request (path and query) and answers with `page` products out of `totalPages`; the
 * filters answer carries `prices` (none by default: the slider keeps the original 0..10,000 EGP).
 */
function recordCatalogue(
  answer: { items?: Product[]; totalPages?: number; prices?: { min: number; max: number } } = {},
) {
  const calls: { path: string; params: Record<string, string> }[] = [];
  const respond = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    // The no-results page's best sellers, answered apart from the grid's calls.
    if (url.searchParams.get('sort') === 'best_selling' && url.searchParams.get('pageSize') === '4')
      return Response.json({ products: bestSellers, totalCount: 2, totalPages: 1, currentPage: 1 });
    calls.push({ path: url.pathname, params: Object.fromEntries(url.searchParams) });
    const items = answer.items ?? products(9);
    return Response.json({
      products: items,
      totalCount: items.length * (answer.totalPages ?? 1),
      totalPages: answer.totalPages ?? 1,
      currentPage: Number(url.searchParams.get('page') ?? 1),
    });
  };
  server.use(
    http.get('*/api/products/search', respond),
    http.get('*/api/products', respond),
    http.get('*/api/products/filters', () =>
      Response.json({ sizes: ['M'], colors: ['Sage'], prices: answer.prices ?? null }),
    ),
  );
  return calls;
}

const results = () => screen.getByRole('region', { name: 'Shop' });
const bestSellers: Product[] = [
  { ...dress, id: 301, slug: 'best-kaftan', name: 'Best Kaftan' },
  { ...dress, id: 302, slug: 'best-abaya', name: 'Best Abaya' },
];

describe('shop page', () => {
  it('lists 9 per page with the category, prices and page from the URL', async () => {
    const calls = recordCatalogue();
    renderStorefront('/shop?category=easy-wear&page=2&minPrice=500&maxPrice=2000');
    await within(results()).findByRole('link', { name: 'Dress 1' });
    expect(within(results()).getAllByRole('article')).toHaveLength(9);
    expect(calls.at(-1)).toEqual({
      path: '/api/products',
      params: { page: '2', pageSize: '9', category: 'easy-wear', minPrice: '500', maxPrice: '2000' },
    });
  });

  it('searches when q is set, with the text trimmed', async () => {
    const calls = recordCatalogue();
    renderStorefront('/shop?q=%20%20linen%20');
    await within(results()).findByRole('link', { name: 'Dress 1' });
    expect(calls.at(-1)).toEqual({
      path: '/api/products/search',
      params: { page: '1', pageSize: '9', q: 'linen' },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “linen”');
  });

  it('shows 9 skeletons while loading', () => {
    server.use(pending('get', '*/api/products'));
    renderStorefront('/shop');
    expect(within(results()).getAllByTestId('product-card-skeleton')).toHaveLength(9);
  });

  it('offers the active categories; choosing one resets the page to 1 and clears the search text', async () => {
    const calls = recordCatalogue({ totalPages: 5 });
    const user = userEvent.setup();
    const { currentUrl } = renderStorefront('/shop?q=linen&page=3&maxPrice=3000');
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    // The contract's example: New Arrivals and Effortless Everyday Style are active, bags is not.
    const newArrivals = await within(sidebar).findByRole('button', { name: 'New Arrivals' });
    expect(within(sidebar).getByRole('button', { name: 'Effortless Everyday Style' })).toBeInTheDocument();
    expect(within(sidebar).queryByRole('button', { name: 'Luxury in Every Stitch' })).not.toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(newArrivals);
    await waitFor(() => expect(currentUrl()).toBe('/shop?category=new-arrivals&maxPrice=3000'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New Arrivals');
    expect(newArrivals).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        path: '/api/products',
        params: { page: '1', pageSize: '9', category: 'new-arrivals', maxPrice: '3000' },
      }),
    );

    await user.click(within(sidebar).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(currentUrl()).toBe('/shop?maxPrice=3000'));
  });

  it('says "No products found." with what was looked for, offers the categories and best sellers, and clears every filter', async () => {
    const calls = recordCatalogue({ items: [] });
    const user = userEvent.setup();
    const { currentUrl } = renderStorefront('/shop?category=bags&q=gold&minPrice=100');
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nothing matched “gold”. Check the spelling, try a shorter word, or look through a category.',
      ),
    ).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'Browse a category' });
    expect(await within(categories).findByRole('link', { name: 'New Arrivals' })).toHaveAttribute(
      'href',
      '/shop?category=new-arrivals',
    );
    const best = screen.getByRole('region', { name: 'Best sellers' });
    expect(await within(best).findByRole('link', { name: 'Best Kaftan' })).toHaveAttribute(
      'href',
      '/products/best-kaftan',
    );
    expect(within(best).getByRole('link', { name: 'Best Abaya' })).toBeInTheDocument();
    // The grid's own call is the search; the best sellers are asked apart.
    expect(calls.every((c) => c.path === '/api/products/search')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() => expect(currentUrl()).toBe('/shop'));
  });

  it('says "Error Loading Products" and "Something went wrong. Please try again." on failure, and can try again', async () => {
    server.use(http.get('*/api/products', () => errorResponse(500, 'Internal error')));
    const user = userEvent.setup();
    renderStorefront('/shop');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Products')).toBeInTheDocument();
    expect(within(alert).getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(results()).findByRole('link', { name: 'Linen Wrap Midi Dress' })).toBeInTheDocument();
  });

  it('says kindly when there were too many searches, and offers the products without the search', async () => {
    const calls = recordCatalogue();
    server.use(
      http.get('*/api/products/search', () =>
        HttpResponse.json(
          { error: 'Too many searches from your connection. Please wait 2 minutes and search again.' },
          { status: 429, headers: { 'retry-after': '90' } },
        ),
      ),
    );
    const user = userEvent.setup();
    const { currentUrl } = renderStorefront('/shop?category=bags&q=gold');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Search is paused for a moment')).toBeInTheDocument();
    expect(
      within(alert).getByText(
        'There were many searches from your connection in a short time. Please search again in 2 minutes; meanwhile you can browse all products.',
      ),
    ).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Browse all products' }));
    await waitFor(() => expect(currentUrl()).toBe('/shop?category=bags'));
    await within(results()).findByRole('link', { name: 'Dress 1' });
    expect(calls.at(-1)?.path).toBe('/api/products');
  });

  it('pages with a window of 5, first and last, and keeps the filters', async () => {
    const calls = recordCatalogue({ totalPages: 20 });
    const user = userEvent.setup();
    const { currentUrl } = renderStorefront('/shop?category=bags&page=6');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const labels = [...nav.querySelectorAll('li')].map((li) => li.textContent);
    expect(labels).toEqual(['1', '…', '4', '5', '6', '7', '8', '…', '20']);
    expect(within(nav).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: 'Page 20, Last page' }));
    await waitFor(() => expect(currentUrl()).toBe('/shop?category=bags&page=20'));
    await waitFor(() => expect(calls.at(-1)?.params.page).toBe('20'));
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Page 1, First page' }));
    await waitFor(() => expect(currentUrl()).toBe('/shop?category=bags'));
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('maps the price slider to money ×10, keeps the handles 1 apart and resets the page', async () => {
    const calls = recordCatalogue({ totalPages: 3 });
    const { currentUrl } = renderStorefront('/shop?page=3&q=silk');
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    expect(min).toHaveValue('0');
    expect(max).toHaveValue('1000');
    expect(screen.getByTestId('price-max')).toHaveTextContent('EGP 10,000');

    fireEvent.change(max, { target: { value: '250' } });
    fireEvent.change(min, { target: { value: '400' } });
    // The min handle stops one step below the max.
    expect(min).toHaveValue('249');
    expect(screen.getByTestId('price-min')).toHaveTextContent('EGP 2,490');
    expect(screen.getByTestId('price-max')).toHaveTextContent('EGP 2,500');

    await waitFor(() => expect(currentUrl()).toBe('/shop?q=silk&minPrice=2490&maxPrice=2500'));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        path: '/api/products/search',
        params: { page: '1', pageSize: '9', q: 'silk', minPrice: '2490', maxPrice: '2500' },
      }),
    );
  });

  it('keeps the max handle one step above the min', () => {
    recordCatalogue();
    renderStorefront('/shop?minPrice=3000');
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('300');
    fireEvent.change(max, { target: { value: '100' } });
    expect(max).toHaveValue('301');
  });

  it("runs the slider over the catalogue's real prices, a handle at its end being no limit", async () => {
    const calls = recordCatalogue({ prices: { min: 390, max: 2950 } });
    const { currentUrl } = renderStorefront('/shop?maxPrice=2000');
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    await waitFor(() => expect(min).toHaveAttribute('min', '39'));
    expect(max).toHaveAttribute('max', '295');
    expect(min).toHaveValue('39');
    expect(max).toHaveValue('200');
    expect(screen.getByTestId('price-min')).toHaveTextContent('EGP 390');
    expect(screen.getByTestId('price-max')).toHaveTextContent('EGP 2,000');

    fireEvent.change(max, { target: { value: '295' } });
    expect(screen.getByTestId('price-max')).toHaveTextContent('EGP 2,950');
    await waitFor(() => expect(currentUrl()).toBe('/shop'));
    await waitFor(() => expect(calls.at(-1)?.params).toEqual({ page: '1', pageSize: '9' }));
  });

  it('follows the URL when the filters are cleared', async () => {
    recordCatalogue({ items: [] });
    const user = userEvent.setup();
    renderStorefront('/shop?minPrice=1000&maxPrice=5000');
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('100');
    await user.click(await screen.findByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() => expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('0'));
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('1000');
  });
});
