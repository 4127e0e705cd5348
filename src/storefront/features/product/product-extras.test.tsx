// The product page's extras: the colour's gallery (extra pictures, swipe, zoom), related products, the
// category's size guide, delivery and returns, and sharing.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  getGetProductBySlugMockHandler,
  getGetProductBySlugResponseMock,
  getListCollectionProductsMockHandler,
  getListCollectionProductsResponseMock,
} from '../../../../generated/shop-api/products/products.msw';
import {
  getListCategoriesMockHandler,
  getListCategoriesResponseMock,
} from '../../../../generated/shop-api/categories/categories.msw';
import { getShippingMock } from '../../../../generated/shop-api/shipping/shipping.msw';
import { createContractServer } from '../../testing/msw';
import { renderStorefront } from '../../testing/render-storefront';

const server = createContractServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

// The contract's example: Linen Wrap Midi Dress, in New Arrivals; Sage (21) and Sand (22), each one picture.
const PATH = '/products/linen-wrap-midi-dress';
const example = getGetProductBySlugResponseMock();
const mainImage = () => screen.getByTestId('product-main-image');
const loaded = () => screen.findByRole('heading', { level: 1, name: 'Linen Wrap Midi Dress' });

/**
 * Answers the product page with `product`. The categories handler goes first: the product's `:slug` route
 * would otherwise answer /api/products/categories too.
 */
function serveProduct(product: typeof example) {
  server.use(getListCategoriesMockHandler(), getGetProductBySlugMockHandler(product));
}

/** The example with extra pictures uploaded for Sage (variantAdditionalImages / addVariants' variantImages). */
function withSageExtras() {
  serveProduct({
    ...example,
    variants: example.variants.map((v) =>
      v.color === 'Sage'
        ? {
            ...v,
            images: [
              { id: 91, url: '/uploads/products/12-sage-back-640.webp' },
              { id: 92, url: '/uploads/products/12-sage-detail-640.webp' },
            ],
          }
        : v,
    ),
  });
}

describe('the gallery of the chosen colour', () => {
  it("shows the colour's extra pictures with thumbnails, previous and next", async () => {
    withSageExtras();
    const user = userEvent.setup();
    renderStorefront(PATH);
    await loaded();
    const thumbs = screen.getAllByRole('button', { name: /^Show picture/ });
    expect(thumbs).toHaveLength(3);
    expect(thumbs.map((t) => t.querySelector('img')?.getAttribute('src'))).toEqual([
      '/uploads/products/12-sage-640.webp',
      '/uploads/products/12-sage-back-640.webp',
      '/uploads/products/12-sage-detail-640.webp',
    ]);
    expect(thumbs[1].querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Picture 1 of 3')).toBeInTheDocument();

    await user.click(thumbs[2]);
    expect(mainImage()).toHaveAttribute('src', '/uploads/products/12-sage-detail-640.webp');
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(mainImage()).toHaveAttribute('src', '/uploads/products/12-sage-640.webp');
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(mainImage()).toHaveAttribute('src', '/uploads/products/12-sage-detail-640.webp');

    // Another colour shows its own pictures, from its first.
    await user.click(screen.getByRole('button', { name: 'Sand' }));
    expect(mainImage()).toHaveAttribute('src', '/uploads/products/12-sand-640.webp');
    expect(screen.queryByRole('button', { name: /^Show picture/ })).not.toBeInTheDocument();
  });

  it('changes picture with a sideways swipe, not with a vertical scroll', async () => {
    withSageExtras();
    renderStorefront(PATH);
    await loaded();
    const area = mainImage().closest('.product__main-image')!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(area, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(area, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 200], [150, 210]);
    expect(mainImage()).toHaveAttribute('src', '/uploads/products/12-sage-back-640.webp');
    swipe([150, 200], [300, 190]);
    expect(mainImage()).toHaveAttribute('src', '/uploads/products/12-sage-640.webp');
    swipe([200, 100], [170, 400]);
    expect(mainImage()).toHaveAttribute('src', '/uploads/products/12-sage-640.webp');
  });

  it('zooms the picture in a dialog that Escape closes, giving the focus back', async () => {
    const user = userEvent.setup();
    renderStorefront(PATH);
    await loaded();
    const opener = screen.getByRole('button', { name: 'Zoom in on picture 1' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Linen Wrap Midi Dress: zoomed picture' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).getByTestId('zoomed-image')).toHaveAttribute(
      'src',
      '/uploads/products/12-sage-640.webp',
    );

    const stage = within(dialog).getByRole('button', { name: 'Linen Wrap Midi Dress in Sage' });
    await user.click(stage);
    expect(stage).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByTestId('zoomed-image')).toHaveClass('zoom__image--magnified');
    // Tab stays inside the dialog.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('related products', () => {
  it("shows up to four other products of the product's narrowest category, never the product itself", async () => {
    const collection = getListCollectionProductsResponseMock();
    const [self] = collection.products;
    const others = Array.from({ length: 5 }, (_, i) => ({
      ...self,
      id: 100 + i,
      slug: `other-dress-${i}`,
      name: `Other Dress ${i}`,
    }));
    let asked = '';
    serveProduct({
      ...example,
      categories: [
        { id: 1, slug: 'new-arrivals', name: 'New Arrivals' },
        { id: 2, slug: 'easy-wear', name: 'Effortless Everyday Style' },
      ],
    });
    server.use(
      getListCollectionProductsMockHandler(({ request }) => {
        asked = new URL(request.url).pathname;
        return { ...collection, products: [self, ...others] };
      }),
    );
    renderStorefront(PATH);
    await loaded();
    const list = await screen.findByRole('region', { name: 'You may also like' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(4));
    expect(within(list).queryByText('Linen Wrap Midi Dress')).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Other Dress 0/ })).toHaveAttribute(
      'href',
      '/products/other-dress-0',
    );
    // Effortless Everyday Style has 10 products, New Arrivals 12: the narrower one is asked.
    expect(asked).toBe('/api/products/collections/easy-wear');
  });

  it('shows nothing when the category holds only this product', async () => {
    renderStorefront(PATH);
    await loaded();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'You may also like' })).toBeNull());
  });
});

describe('size guide', () => {
  it("shows the category's size guide, one row per line", async () => {
    const list = getListCategoriesResponseMock();
    server.use(
      getListCategoriesMockHandler({
        ...list,
        categories: list.categories.map((c) =>
          c.id === 1 ? { ...c, sizeGuide: 'S: bust 86 cm\nM: bust 90 cm\n' } : c,
        ),
      }),
    );
    const user = userEvent.setup();
    renderStorefront(PATH);
    await loaded();
    await user.click(await screen.findByText('Size guide'));
    expect(screen.getByText('S: bust 86 cm')).toBeVisible();
    expect(screen.getByText('M: bust 90 cm')).toBeVisible();
  });

  it('shows none when the category has none', async () => {
    renderStorefront(PATH);
    await loaded();
    await waitFor(() => expect(screen.queryByText('Size guide')).toBeNull());
  });
});

describe('delivery and returns', () => {
  it('gives the delivery fee of the chosen governorate and the returns window with its policy', async () => {
    server.use(...getShippingMock());
    const user = userEvent.setup();
    renderStorefront(PATH);
    await loaded();
    await user.click(screen.getByText('Delivery and returns'));
    expect(screen.getByText('Cash on delivery to all 27 governorates of Egypt.')).toBeVisible();
    const select = screen.getByLabelText('Delivery fee to');
    await screen.findByRole('option', { name: 'Giza' });
    await user.selectOptions(select, 'Giza');
    expect(await screen.findByText('Delivery to Giza: EGP 60.00')).toBeInTheDocument();
    expect(screen.getByText('Return or exchange within 14 days of delivery.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the Return Policy' })).toHaveAttribute('href', '/returns');
  });

  it('says the fee shows at checkout when it cannot be loaded', async () => {
    server.use(
      http.get('*/api/shipping/price/:city', () => HttpResponse.json({ error: 'down' }, { status: 500 })),
      ...getShippingMock(),
    );
    const user = userEvent.setup();
    renderStorefront(PATH);
    await loaded();
    await user.click(screen.getByText('Delivery and returns'));
    await screen.findByRole('option', { name: 'Cairo' });
    await user.selectOptions(screen.getByLabelText('Delivery fee to'), 'Cairo');
    expect(
      await screen.findByText('The delivery fee could not be loaded. It is shown at checkout.'),
    ).toBeInTheDocument();
  });
});

/** The window's navigator with `share` and `clipboard` as given (its own are getters that cannot be assigned). */
function fakeNavigator(fields: Record<string, unknown>): Navigator {
  return Object.create(
    navigator,
    Object.fromEntries(Object.entries(fields).map(([k, value]) => [k, { value, configurable: true }])),
  ) as Navigator;
}

describe('share', () => {
  it("uses the phone's share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    // After user-event's setup, which puts a clipboard stub of its own on the navigator.
    const user = userEvent.setup();
    vi.stubGlobal('navigator', fakeNavigator({ share }));
    renderStorefront(PATH);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Linen Wrap Midi Dress',
      text: 'Linen Wrap Midi Dress at Morph',
      url: window.location.href,
    });
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).not.toBeInTheDocument();
  });

  it('offers WhatsApp and Copy link without one', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    // After user-event's setup, which puts a clipboard stub of its own on the navigator.
    const user = userEvent.setup();
    vi.stubGlobal('navigator', fakeNavigator({ share: undefined, clipboard: { writeText } }));
    renderStorefront(PATH);
    await loaded();
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Linen Wrap Midi Dress at Morph ${window.location.href}`)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('says so when the link cannot be copied', async () => {
    // After user-event's setup, which puts a clipboard stub of its own on the navigator.
    const user = userEvent.setup();
    vi.stubGlobal(
      'navigator',
      fakeNavigator({
        share: undefined,
        clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      }),
    );
    renderStorefront(PATH);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('Could not copy the link. Copy it from the address bar.'),
    ).toBeInTheDocument();
  });
});
