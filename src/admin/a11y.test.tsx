// @vitest-environment jsdom
// jsdom: under happy-dom, axe (with no layout) sees no open dialog and flags the page behind the edit modal.
// Accessibility of the back office screens C1 owns, with axe-core in jsdom: no violation. Colour contrast needs
// a real layout engine and is left to browser checks.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { memoryDataProvider, renderAdmin } from './test-support/render-admin';

async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const records = () =>
  memoryDataProvider({
    products: [
      {
        id: 1,
        slug: 'linen-dress',
        name: 'Linen dress',
        description: 'd',
        price: 1450,
        previousPrice: null,
        isActive: true,
        imageUrl: null,
        images: [],
        tags: [{ id: 1, name: 'linen' }],
        categories: [],
        variants: [],
        discount: null,
        totalStock: 4,
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ],
    categories: [
      {
        id: 1,
        slug: 'bags',
        name: 'Bags',
        description: null,
        imageUrl: null,
        isActive: true,
        tags: [{ id: 1, name: 'linen' }],
      },
    ],
    tags: [{ id: 1, name: 'linen', description: null, isActive: false }],
    coupons: [
      {
        id: 4,
        code: 'SUMMER10',
        description: null,
        percentage: 10,
        minOrderValue: 500,
        maxUsage: null,
        usedCount: 2,
        startDate: '2026-06-01T00:00:00.000Z',
        endDate: '2026-08-31T20:59:59.000Z',
        isActive: true,
        createdAt: '2026-05-20T10:12:00.000Z',
      },
    ],
    discounts: [
      {
        id: 6,
        percentage: 20,
        type: 'category',
        reference: { id: 1, name: 'Bags' },
        startDate: '2026-11-20T00:00:00.000Z',
        endDate: '2026-11-30T21:59:59.000Z',
        isActive: true,
      },
    ],
    shipping: [{ id: 8, name: 'Giza', shippingPrice: 60 }],
  });

describe('accessibility (axe)', () => {
  it.each([
    ['/admin/products', () => screen.findByText('Linen dress')],
    ['/admin/addProduct', () => screen.findByRole('heading', { name: 'Add Product', level: 1 })],
    ['/admin/category', () => screen.findByText('Bags')],
    ['/admin/addCoupon', () => screen.findByText('SUMMER10')],
    ['/admin/addDiscount', () => screen.findByRole('table', { name: 'All Discounts' })],
    ['/admin/shipping', () => screen.findByLabelText('Shipping price to Giza')],
  ])('%s', async (path, ready) => {
    renderAdmin(path, { dataProvider: records() });
    await ready();
    expect(await violations()).toEqual([]);
  });

  it('the products edit modal', async () => {
    renderAdmin('/admin/products', { dataProvider: records() });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Linen dress' }));
    await screen.findByDisplayValue('Linen dress');
    expect(await violations()).toEqual([]);
  });
});
