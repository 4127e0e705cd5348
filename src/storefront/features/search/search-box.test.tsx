// Suggestions while typing in the header's search box: asked after a pause, products and
// categories in a WAI-ARIA combobox that the keyboard drives.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { createContractServer } from '../../testing/msw';
import { renderStorefront } from '../../testing/render-storefront';
import { moveActive } from './suggestions';

const server = createContractServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function recordSuggestions() {
  const asked: string[] = [];
  server.use(
    http.get('*/api/products/search/suggestions', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      return Response.json({
        products: [
          {
            id: 31,
            slug: 'pleated-midi-skirt',
            name: 'Pleated Midi Skirt',
            nameAr: 'جيبة ميدي بكسرات',
            imageUrl: null,
            price: 890,
          },
          { id: 32, slug: 'denim-skirt', name: 'Denim Skirt', nameAr: null, imageUrl: null, price: 1250.5 },
        ],
        categories: [{ id: 4, slug: 'skirts', name: 'Skirts', nameAr: 'جيب' }],
      });
    }),
  );
  return asked;
}

const searchBox = () =>
  within(screen.getByRole('search', { name: 'Site search' })).getByRole('combobox', {
    name: 'Search products',
  });

describe('search suggestions', () => {
  it('asks once the shopper pauses, from 2 characters, and lists products with prices, categories and "see all"', async () => {
    const asked = recordSuggestions();
    const user = userEvent.setup();
    renderStorefront('/cart');
    const input = searchBox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 's');
    await new Promise((r) => setTimeout(r, 400));
    expect(asked).toEqual([]); // one character: nothing asked
    await user.type(input, 'kirts');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(asked).toEqual(['skirts']); // not once per key
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Pleated Midi SkirtEGP 890.00',
      'Denim SkirtEGP 1,250.50',
      'Skirts',
      'See all results for “skirts”',
    ]);
    expect(within(list).getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((s) => s.textContent === '3 suggestions')).toBe(true);
  });

  it('moves with the arrow keys (the input keeps focus), opens the highlighted one with Enter, closes with Escape', async () => {
    recordSuggestions();
    const user = userEvent.setup();
    const { currentUrl } = renderStorefront('/cart');
    const input = searchBox();
    await user.type(input, 'skirt');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const options = within(list).getAllByRole('option');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    expect(input).toHaveValue('skirt');

    // Down opens the list again; Up from nothing highlights the last ("see all"), Down wraps to the first.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/products/pleated-midi-skirt'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a category, or all the results, from the list; Enter with nothing highlighted searches', async () => {
    recordSuggestions();
    const user = userEvent.setup();
    const { currentUrl } = renderStorefront('/cart');
    const input = searchBox();
    await user.type(input, 'skirt');
    await user.click(await screen.findByRole('option', { name: 'Skirts' }));
    await waitFor(() => expect(currentUrl()).toBe('/shop?category=skirts'));

    await user.clear(input);
    await user.type(input, 'denim');
    await user.click(await screen.findByRole('option', { name: 'See all results for “denim”' }));
    await waitFor(() => expect(currentUrl()).toBe('/shop?q=denim'));

    await user.clear(input);
    await user.type(input, '  linen {Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/shop?q=linen'));
  });

  it('shows no list when nothing matches', async () => {
    server.use(
      http.get('*/api/products/search/suggestions', () => Response.json({ products: [], categories: [] })),
    );
    const user = userEvent.setup();
    renderStorefront('/cart');
    const input = searchBox();
    await user.type(input, 'tuxedo');
    await waitFor(() =>
      expect(screen.getAllByRole('status').some((s) => s.textContent === 'No suggestions')).toBe(true),
    );
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('moveActive', () => {
  it('wraps around, and starts at the first (down) or the last (up)', () => {
    expect(moveActive(-1, 4, 1)).toBe(0);
    expect(moveActive(-1, 4, -1)).toBe(3);
    expect(moveActive(3, 4, 1)).toBe(0);
    expect(moveActive(0, 4, -1)).toBe(3);
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });
});
