/**
 * Journey 3: an admin adds a product with a colour, two sizes and an image at /admin/addProduct (the one-screen
 * form: colour and sizes give the grid, one submit); a shopper finds it with the search box and buys it.
 */
import { cities, findOrders, orderDetail, pngImage, unique, type Buyable } from './support/api';
import { expect, test } from './support/fixtures';
import { addToCart, placeOrder } from './support/shopper';

test('an admin adds a product with a colour, sizes and an image; the shop sells it', async ({
  page,
  request,
  admin,
  dialogs,
  signIn,
}) => {
  const name = `Journey Linen Shirt ${unique('')}`;
  const color = 'Sage';
  const sizes = [
    { size: 'M', stock: 4 },
    { size: 'L', stock: 2 },
  ];

  await test.step('the Add Product form uploads it', async () => {
    await signIn(page);
    await page.goto('/admin/addProduct');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('textbox', { name: /^SKU/ }).fill(unique('SKU-'));
    await page
      .getByRole('textbox', { name: /^Description/ })
      .fill('A loose linen shirt for warm days, added by the browser journeys.');
    await page.getByRole('spinbutton', { name: /^Price \(EGP\)/ }).fill('640');
    // react-admin's ImageInput is a drop zone over a hidden file input, named by its aria-label.
    await page
      .locator('input[type=file][aria-label="Main image"]')
      .setInputFiles({ name: 'shirt.png', mimeType: 'image/png', buffer: await pngImage('#8a9a7b') });
    await expect(page.locator('img[title="shirt.png"]')).toBeVisible();

    await page.getByRole('textbox', { name: 'Add colours' }).fill(color);
    await page.getByRole('button', { name: 'Add colours' }).click();
    // The grid starts with S to XXL: keep only the sizes this shirt comes in.
    for (const size of ['S', 'XL', 'XXL'])
      await page.getByRole('button', { name: `Remove size ${size}`, exact: true }).click();
    for (const s of sizes)
      await page.getByLabel(`Stock, ${color}, ${s.size}`, { exact: true }).fill(String(s.stock));
    await page.getByRole('button', { name: 'Upload product' }).click();
    await expect(page.getByText('Product and variants uploaded successfully')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('link', { name: 'View', exact: true })).toHaveAttribute(
      'href',
      /^\/products\//,
    );
    await expect(page.getByRole('button', { name: 'Add another' })).toBeVisible();
  });

  const choice = await test.step('the catalogue has it, with its picture, colour and sizes', async () => {
    const response = await request.get(
      `/api/products/search?${new URLSearchParams({ q: name, page: '1', pageSize: '9' })}`,
    );
    expect(response.ok()).toBe(true);
    const product = ((await response.json()) as { products: Buyable['product'][] }).products.find(
      (p) => p.name === name,
    );
    expect(product, `${name} in the public catalogue`).toBeTruthy();
    expect(product!.price).toBe(640);
    expect(product!.imageUrl).toBeTruthy();
    expect(
      product!.variants.map((v) => ({
        color: v.color,
        sizes: v.sizes.map(({ size, stock }) => ({ size, stock })),
      })),
    ).toEqual([{ color, sizes }]);
    const variant = product!.variants[0]!;
    return { product: product!, variant, size: variant.sizes.find((s) => s.size === 'L')! } satisfies Buyable;
  });

  await test.step('a shopper finds it with the search box', async () => {
    await page.goto('/');
    await page
      .getByRole('search', { name: 'Site search' })
      .getByRole('combobox', { name: 'Search products' })
      .fill(`  ${name} `);
    await page.getByRole('search', { name: 'Site search' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/shop\?q=/);
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${name}”` })).toBeVisible();
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${choice.product.slug}$`));
    const picture = page.getByTestId('product-main-image');
    await expect(picture).toBeVisible();
    // The uploaded picture loads (a broken one would fall back to the default image).
    await expect
      .poll(() =>
        picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc),
      )
      .toContain('/uploads/');
  });

  await test.step('and buys it', async () => {
    await addToCart(page, choice, 2);
    await page.getByRole('link', { name: /^Cart, 2 items$/ }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const city = (await cities(request))[0]!;
    const orderNumber = await placeOrder(page, dialogs, city.name, 'NewProduct');

    const listed = (await findOrders(admin, orderNumber)).find((o) => o.orderNumber === orderNumber);
    expect(listed).toBeTruthy();
    const order = await orderDetail(admin, listed!.orderId);
    expect(
      order.items.map((i) => [
        i.product.name,
        i.variant.color,
        i.variant.size,
        i.quantity,
        i.priceAtPurchase,
      ]),
    ).toEqual([[name, color, 'L', 2, 640]]);
    // The stock was taken.
    const after = await request.get(`/api/products/${choice.product.slug}`);
    const sizesAfter = ((await after.json()) as Buyable['product']).variants[0]!.sizes.map(
      ({ size, stock }) => ({ size, stock }),
    );
    expect(sizesAfter).toEqual([
      { size: 'M', stock: 4 },
      { size: 'L', stock: 0 },
    ]);
  });
});
