// The shop's order, its size / colour / in-stock filters in the URL, and the scroll to the grid on a new page
// (docs/product.md#shop).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { getListProductsResponseMock } from '../../../../generated/shop-api/products/products.msw';
import { createContractServer } from '../../testing/msw';
import { renderStorefront } from '../../testing/render-storefront';

const server = createContractServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const [dress] = getListProductsResponseMock().products;

/** Records each catalogue request's path and query string, and the filter lists asked for. */
function recordCatalogue(totalPages = 1) {
  const calls: string[] = [];
  const filterCalls: string[] = [];
  const respond = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname}?${url.searchParams}`);
    return Response.json({
      products: Array.from({ length: 9 }, (_, i) => ({
        ...dress,
        id: 300 + i,
        slug: `d-${i}`,
        name: `Dress ${i}`,
      })),
      totalCount: 9 * totalPages,
      totalPages,
      currentPage: Number(url.searchParams.get('page') ?? 1),
    });
  };
  server.use(
    http.get('*/api/products/filters', ({ request }) => {
      filterCalls.push(new URL(request.url).search);
      return Response.json({ sizes: ['S', 'M', 'XL'], colors: ['Black', 'Sage'] });
    }),
    http.get('*/api/products/search', respond),
    http.get('*/api/products', respond),
  );
  return { calls, filterCalls };
}

const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });

describe('shop sort', () => {
  it('offers newest, price both ways and best selling; a choice goes in the URL and back to page 1', async () => {
    const { calls } = recordCatalogue(4);
    const user = userEvent.setup();
    const { currentUrl } = renderStorefront('/shop?category=bags&page=3');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('newest');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest', 'Price: low to high', 'Price: high to low', 'Best selling']);
    await user.selectOptions(sort, 'Price: low to high');
    await waitFor(() => expect(currentUrl()).toBe('/shop?category=bags&sort=price_asc'));
    await waitFor(() =>
      expect(calls.at(-1)).toBe('/api/products?page=1&pageSize=9&category=bags&sort=price_asc'),
    );
    await user.selectOptions(sort, 'Best selling');
    await waitFor(() => expect(currentUrl()).toBe('/shop?category=bags&sort=best_selling'));
    await user.selectOptions(sort, 'Newest');
    await waitFor(() => expect(currentUrl()).toBe('/shop?category=bags'));
  });

  it('reads the order from the URL, and sorts a search too', async () => {
    const { calls } = recordCatalogue();
    renderStorefront('/shop?q=linen&sort=price_desc');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
    await waitFor(() =>
      expect(calls.at(-1)).toBe('/api/products/search?page=1&pageSize=9&q=linen&sort=price_desc'),
    );
  });
});

describe('shop filters', () => {
  it('offers the sizes and colours of the category as check boxes; ticking adds to the URL and the request', async () => {
    const { calls, filterCalls } = recordCatalogue();
    const user = userEvent.setup();
    const { currentUrl } = renderStorefront('/shop?category=easy-wear&page=2');
    const sizes = await within(sidebar()).findByRole('group', { name: 'Size' });
    await user.click(within(sizes).getByRole('checkbox', { name: 'M' }));
    await waitFor(() => expect(currentUrl()).toBe('/shop?category=easy-wear&size=M'));
    await user.click(within(sizes).getByRole('checkbox', { name: 'XL' }));
    await waitFor(() => expect(currentUrl()).toBe('/shop?category=easy-wear&size=M&size=XL'));

    const colours = within(sidebar()).getByRole('group', { name: 'Colour' });
    await user.click(within(colours).getByRole('checkbox', { name: 'Sage' }));
    await user.click(within(sidebar()).getByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() =>
      expect(currentUrl()).toBe('/shop?category=easy-wear&size=M&size=XL&color=Sage&inStock=true'),
    );
    await waitFor(() =>
      expect(calls.at(-1)).toBe(
        '/api/products?page=1&pageSize=9&category=easy-wear&size=M&size=XL&color=Sage&inStock=true',
      ),
    );
    expect(filterCalls).toContain('?category=easy-wear');

    // Unticking removes it again.
    await user.click(within(sizes).getByRole('checkbox', { name: 'M' }));
    await waitFor(() =>
      expect(currentUrl()).toBe('/shop?category=easy-wear&size=XL&color=Sage&inStock=true'),
    );
    expect(within(sizes).getByRole('checkbox', { name: 'XL' })).toBeChecked();
    expect(within(sizes).getByRole('checkbox', { name: 'M' })).not.toBeChecked();
  });

  it('shows the filters of a shared link ticked, even a colour no longer offered, and clears them all', async () => {
    recordCatalogue();
    const user = userEvent.setup();
    const { currentUrl } = renderStorefront('/shop?color=sage&color=Gold&inStock=true');
    const colours = await within(sidebar()).findByRole('group', { name: 'Colour' });
    expect(await within(colours).findByRole('checkbox', { name: 'Black' })).not.toBeChecked();
    expect(within(colours).getByRole('checkbox', { name: 'Sage' })).toBeChecked();
    expect(within(colours).getByRole('checkbox', { name: 'Black' })).not.toBeChecked();
    expect(within(colours).getByRole('checkbox', { name: 'Gold' })).toBeChecked();
    expect(within(sidebar()).getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    await user.click(within(colours).getByRole('checkbox', { name: 'Gold' }));
    await waitFor(() => expect(currentUrl()).toBe('/shop?color=sage&inStock=true'));
  });
});

describe('shop filters on a phone', () => {
  it('fold behind a Filters button that says how many are in use and opens the panel holding them', async () => {
    recordCatalogue();
    const user = userEvent.setup();
    renderStorefront('/shop?size=M&color=Sage&minPrice=100');
    const toggle = within(sidebar()).getByRole('button', { name: 'Filters (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    // The panel holds the price, sizes, colours and stock; the category buttons stay outside it.
    expect(panel).not.toBeNull();
    expect(await within(panel!).findByRole('group', { name: 'Size' })).toBeInTheDocument();
    expect(within(panel!).getByRole('checkbox', { name: 'In stock only' })).toBeInTheDocument();
    expect(within(panel!).queryByRole('button', { name: 'All' })).toBeNull();
    expect(panel).not.toHaveClass('shop__filters--open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveClass('shop__filters--open');
  });
});

describe('shop pages', () => {
  it('scrolls back to the top of the grid and moves focus there on a new page', async () => {
    recordCatalogue(5);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    const { currentUrl } = renderStorefront('/shop?sort=price_asc');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(currentUrl()).toBe('/shop?sort=price_asc&page=2'));
    const grid = screen.getByRole('region', { name: 'Shop' });
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(grid);
    expect(grid).toHaveFocus();
  });
});
