// The home page shows no product more than twice, and writes each category's name once on its card
// (docs/product.md#home-page).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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
import { createContractServer } from '../../testing/msw';
import { renderStorefront } from '../../testing/render-storefront';

const server = createContractServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const [dress] = getListProductsResponseMock().products;
const template = getListCategoriesResponseMock().categories[0];
const product = (id: number): Product => ({ ...dress, id, name: `Piece ${id}`, slug: `piece-${id}` });
const category = (id: number, slug: string, name: string): Category => ({
  ...template,
  id,
  slug,
  name,
  isActive: true,
  imageUrl: `/uploads/categories/${slug}-640.webp`,
});

describe('home page repeats', () => {
  it('shows no product more than twice, filling later lists from their spare products', async () => {
    // Piece 1 is the newest: featured, in both rows, special and the linen section all start with it.
    server.use(
      getListCategoriesMockHandler({
        categories: [category(1, 'new-arrivals', 'New Arrivals'), category(2, 'easy-wear', 'Easy')],
        tags: [],
      }),
      http.get('*/api/products/collections/:slug', () =>
        Response.json({
          ...getListCollectionProductsResponseMock(),
          products: [1, 2, 3, 4].map(product),
        }),
      ),
      http.get('*/api/products', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const tag = params.get('tag');
        const ids = tag === 'special' ? [1, 2, 5, 6] : tag === 'linen' ? [1, 3, 7, 8, 9] : [1, 2];
        const pageSize = Number(params.get('pageSize'));
        const products = ids.slice(0, pageSize).map(product);
        return Response.json({ products, totalCount: products.length, totalPages: 1, currentPage: 1 });
      }),
    );
    renderStorefront('/');
    const linen = (await screen.findByRole('heading', { name: 'The Linen Edit' })).closest('section')!;
    await within(linen).findByRole('link', { name: 'Piece 7' });
    await waitFor(() => {
      const counts = new Map<string, number>();
      for (const card of screen.getAllByRole('article')) {
        const name = within(card).getByRole('heading').textContent!;
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
      expect(counts.get('Piece 1')).toBe(2);
    });
    const names = (heading: string) =>
      within(screen.getByRole('heading', { name: heading }).closest('section')!)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading').textContent);
    expect(names('Featured')).toEqual(['Piece 1', 'Piece 2']);
    expect(names('New Arrivals')).toEqual(['Piece 1', 'Piece 2', 'Piece 3', 'Piece 4']);
    expect(names('Effortless Everyday Style')).toEqual(['Piece 3', 'Piece 4']);
    expect(names('Special Picks')).toEqual(['Piece 5', 'Piece 6']);
    expect(names('The Linen Edit')).toEqual(['Piece 7', 'Piece 8', 'Piece 9']);
  });
});

describe('category cards', () => {
  it("write each category's name once: the picture carries no text of its own", async () => {
    server.use(
      getListCategoriesMockHandler({
        categories: [category(1, 'new-arrivals', 'New Arrivals'), category(2, 'easy-wear', 'Easy')],
        tags: [],
      }),
    );
    renderStorefront('/');
    const cards = within(
      (await screen.findByRole('heading', { name: 'Shop by Category' })).closest('section')!,
    ).getAllByRole('link');
    for (const card of cards) {
      const name = card.textContent!;
      expect(within(card).getAllByText(name)).toHaveLength(1);
      expect(card).toHaveAccessibleName(name);
      expect(card.querySelector('img')).toHaveAttribute('alt', '');
    }
  });
});
