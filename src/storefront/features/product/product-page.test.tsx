import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import {
  getGetProductBySlugMockHandler,
  getGetProductBySlugResponseMock,
} from '../../../../generated/shop-api/products/products.msw';
import { FALLBACK_IMAGE } from '../../components/image-sources';
import { recordedEvents, resetPixel } from '../../pixel/pixel';
import { createContractServer, errorResponse, pending } from '../../testing/msw';
import { renderStorefront } from '../../testing/render-storefront';

const server = createContractServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetPixel());

// The contract's example: Linen Wrap Midi Dress, EGP 1,450 with 10% off (1,305); Sage: S 0, M 3, L 8; Sand: M 6, L 4.
const PATH = '/products/linen-wrap-midi-dress';
const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]');
const mainImage = () => screen.getByTestId('product-main-image');

async function loaded() {
  return screen.findByRole('heading', { level: 1, name: 'Linen Wrap Midi Dress' });
}

describe('product page: loading and errors', () => {
  it('shows a skeleton while loading', () => {
    server.use(pending('get', '*/api/products/:slug'));
    renderStorefront(PATH);
    expect(screen.getByTestId('product-skeleton')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows "Product not found" with robots noindex for a missing product', async () => {
    server.use(http.get('*/api/products/:slug', () => errorResponse(404, 'Product not found')));
    renderStorefront('/products/no-such-dress');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
  });

  it('shows "Failed to load product" on any other failure, without noindex', async () => {
    server.use(http.get('*/api/products/:slug', () => errorResponse(500, 'Internal error')));
    renderStorefront(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load product');
    expect(screen.queryByText('Product not found')).not.toBeInTheDocument();
    // The shop's name alone: neither noindex nor another page's canonical.
    await waitFor(() => expect(document.title).toBe('Morph'));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('product page: details', () => {
  it('sets the document title and description, and shows the server price', async () => {
    renderStorefront(PATH);
    await loaded();
    await waitFor(() => expect(document.title).toBe('Linen Wrap Midi Dress — Morph'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'A breathable linen wrap dress that ties at the waist. Fully lined, falls below the knee.',
    );
    expect(screen.getByText('EGP 1,305.00')).toBeInTheDocument();
    expect(screen.getByText('EGP 1,450.00').tagName).toBe('DEL');
  });

  it('reports one ViewContent in EGP', async () => {
    renderStorefront(PATH);
    await loaded();
    await waitFor(() =>
      expect(recordedEvents()).toEqual([
        {
          event: 'ViewContent',
          payload: {
            content_ids: ['12'],
            content_name: 'Linen Wrap Midi Dress',
            content_type: 'product',
            value: 1305,
            currency: 'EGP',
          },
        },
      ]),
    );
  });

  it('serves the image sized, in the server widths, and falls back to the default image when it breaks', async () => {
    renderStorefront(PATH);
    await loaded();
    // Sage, the first colour in stock, is chosen: its picture shows.
    const image = mainImage();
    expect(image).toHaveAttribute('src', '/uploads/products/12-sage-640.webp');
    expect(image.getAttribute('srcset')).toContain('/uploads/products/12-sage-320.webp 320w');
    expect(image.getAttribute('srcset')).toContain('/uploads/products/12-sage-1280.webp 1280w');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('loading', 'eager');

    fireEvent.error(image);
    expect(mainImage()).toHaveAttribute('src', FALLBACK_IMAGE);
    expect(mainImage()).not.toHaveAttribute('srcset');
  });
  it('preselects the first colour in stock so its sizes show, and resets the size when another colour is chosen', async () => {
    const user = userEvent.setup();
    renderStorefront(PATH);
    await loaded();
    expect(screen.getByRole('button', { name: 'Sage' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Size' })).toBeInTheDocument();
    expect(mainImage()).toHaveAttribute('alt', 'Linen Wrap Midi Dress in Sage');
    await user.click(screen.getByRole('button', { name: 'L' }));
    expect(screen.getByRole('button', { name: 'L' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Sand' }));
    expect(mainImage()).toHaveAttribute('src', '/uploads/products/12-sand-640.webp');
    const sizes = screen.getByRole('group', { name: 'Size' });
    for (const button of within(sizes).getAllByRole('button'))
      expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('preselects the next colour when the first has nothing in stock', async () => {
    const product = getGetProductBySlugResponseMock();
    server.use(
      getGetProductBySlugMockHandler({
        ...product,
        variants: product.variants.map((v, i) =>
          i === 0 ? { ...v, sizes: v.sizes.map((size) => ({ ...size, stock: 0 })) } : v,
        ),
      }),
    );
    renderStorefront(PATH);
    await loaded();
    expect(screen.getByRole('button', { name: 'Sand' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sage' })).toHaveAttribute('aria-pressed', 'false');
  });
  it('disables a size with no stock and labels it "(Out of Stock)"', async () => {
    const user = userEvent.setup();
    renderStorefront(PATH);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Sage' }));
    const small = screen.getByRole('button', { name: 'S (Out of Stock)' });
    expect(small).toBeDisabled();
    expect(screen.getByRole('button', { name: 'M' })).toBeEnabled();
  });
});

describe('product page: add to cart', () => {
  it('needs a size before adding (the colour is already chosen)', async () => {
    const user = userEvent.setup();
    renderStorefront(PATH);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a size.');
    expect(storedCart()).toEqual([]);
    expect(recordedEvents().filter((e) => e.event === 'AddToCart')).toEqual([]);
  });
  it('keeps the quantity between 1 and the size stock', async () => {
    const user = userEvent.setup();
    renderStorefront(PATH);
    await loaded();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    fireEvent.change(quantity, { target: { value: '0' } });
    expect(quantity).toHaveValue(1);
    fireEvent.change(quantity, { target: { value: '-4' } });
    expect(quantity).toHaveValue(1);

    await user.click(screen.getByRole('button', { name: 'Sage' }));
    await user.click(screen.getByRole('button', { name: 'M' })); // 3 in stock
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(increase);
    await user.click(increase);
    expect(quantity).toHaveValue(3);
    expect(increase).toBeDisabled();
    fireEvent.change(quantity, { target: { value: '10' } });
    expect(quantity).toHaveValue(3);
  });

  it('never offers more than the 10 units one order may hold of a size, however large the stock', async () => {
    const product = getGetProductBySlugResponseMock();
    server.use(
      getGetProductBySlugMockHandler({
        ...product,
        variants: product.variants.map((v) => ({
          ...v,
          sizes: v.sizes.map((size) => ({ ...size, stock: 500 })),
        })),
      }),
    );
    const user = userEvent.setup();
    renderStorefront(PATH);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Sage' }));
    await user.click(screen.getByRole('button', { name: 'M' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(quantity, { target: { value: '40' } });
    expect(quantity).toHaveValue(10);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('adds the chosen line, reports AddToCart and shows what was added in a panel under the button', async () => {
    const user = userEvent.setup();
    renderStorefront(PATH);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'L' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const panel = screen.getByRole('dialog', { name: 'Linen Wrap Midi Dress Added to cart!' });
    expect(storedCart()).toEqual([
      {
        id: 12,
        variantId: 21,
        size: 'L',
        quantity: 2,
        name: 'Linen Wrap Midi Dress',
        slug: 'linen-wrap-midi-dress',
        price: 1305,
        imageUrl: '/uploads/products/12-sage-640.webp',
        color: 'Sage',
      },
    ]);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
    expect(recordedEvents().at(-1)).toEqual({
      event: 'AddToCart',
      payload: {
        content_ids: ['12'],
        content_name: 'Linen Wrap Midi Dress',
        content_type: 'product',
        contents: [{ id: '12', quantity: 2 }],
        value: 2610,
        currency: 'EGP',
      },
    });

    // The picture, name, colour, size, quantity and the line's price, as the cart will price it.
    expect(panel).toHaveFocus();
    expect(panel.querySelector('img')).toHaveAttribute('src', '/uploads/products/12-sage-640.webp');
    expect(within(panel).getByText('Linen Wrap Midi Dress')).toBeInTheDocument();
    const facts = [...panel.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(facts).toEqual(['ColourSage', 'SizeL', 'Quantity2', 'PriceEGP 2,610.00']);
    expect(within(panel).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(within(panel).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    // After Add to cart in the page's flow (the journeys check at 390 and 1366 px that it never covers it).
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('closes the panel on Escape and on Continue shopping, the focus back on Add to cart; View cart leads to the cart', async () => {
    const user = userEvent.setup();
    renderStorefront(PATH);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'M' }));
    const add = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(add);
    expect(screen.getByRole('dialog', { name: /Added to cart!/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();

    await user.click(add);
    await user.click(screen.getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();

    await user.click(add);
    await user.click(screen.getByRole('link', { name: 'View cart' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('adds to the same line when the same colour and size are added again', async () => {
    const user = userEvent.setup();
    renderStorefront(PATH, { cart: [{ id: 12, variantId: 21, size: 'M', quantity: 1 }] });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(storedCart()).toHaveLength(1);
    expect(storedCart()[0].quantity).toBe(2);
  });

  it('offers no Add to cart when no size is in stock', async () => {
    const product = getGetProductBySlugResponseMock();
    server.use(
      getGetProductBySlugMockHandler({
        ...product,
        variants: product.variants.map((v) => ({
          ...v,
          sizes: v.sizes.map((size) => ({ ...size, stock: 0 })),
        })),
      }),
    );
    renderStorefront(PATH);
    await loaded();
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('prices an undiscounted product at its price', async () => {
    server.use(
      getGetProductBySlugMockHandler({
        ...getGetProductBySlugResponseMock(),
        discount: null,
        previousPrice: null,
      }),
    );
    renderStorefront(PATH);
    await loaded();
    expect(screen.getByText('EGP 1,450.00')).toBeInTheDocument();
    expect(document.querySelector('del')).toBeNull();
  });
});
