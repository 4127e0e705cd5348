// One rounding of prices everywhere: for every piece of the demo catalogue, with no discount and with each
// percentage the demo's discounts use, the card, the product page, the cart and the JSON-LD offer show the same
// amount, and it is what the order charges. Each figure comes from the pure function that screen uses.
import { afterAll, describe, expect, it } from 'vitest';
import type { Product } from '../../generated/models';
import { toProduct } from '../../src/server/modules/catalogue';
import { DEMO_PRODUCTS } from '../../src/server/seed/catalogue-data';
import { setMoneyLanguage } from '../../src/shared/format';
import { toEgp, toPiastres } from '../../src/shared/money';
import { priceCart } from '../../src/shared/pricing';
import { priceTexts, shopperPrice } from '../../src/shared/shown-price';
import { summarizeCart, type ResolvedLine } from '../../src/storefront/features/cart/cart-lines';

type LoadedProduct = Parameters<typeof toProduct>[0];

/** The percentages of the demo's discounts (src/server/seed/index.ts), and none. */
const DEMO_PERCENTAGES = [0, 10, 15, 20, 25, 30, 35];

/** The product as the API answers it, built by the server's own view. */
function served(demo: (typeof DEMO_PRODUCTS)[number], percentage: number): Product {
  const loaded = {
    row: {
      id: 1,
      slug: 'piece',
      name: demo.name,
      nameAr: null,
      sku: '',
      description: demo.description,
      descriptionAr: null,
      pricePiastres: toPiastres(demo.price),
      previousPricePiastres: demo.previousPrice === undefined ? null : toPiastres(demo.previousPrice),
      isActive: true,
      imageUrl: null,
      createdAt: new Date('2026-11-01T10:00:00Z'),
    },
    images: [],
    tags: [],
    categories: [],
    variants: [
      {
        id: 2,
        color: 'Sage',
        colorAr: null,
        sku: '',
        imageUrl: null,
        images: [],
        sizes: [{ id: 3, size: 'M', stock: 5, sku: '', stockSeq: 1 }],
      },
    ],
    discountPercentage: percentage,
  } as unknown as LoadedProduct;
  return toProduct(loaded);
}

/** The cart page's line total for one unit of the product. */
function cartText(product: Product, format: (egp: number) => string): string {
  const line: ResolvedLine = {
    kind: 'ready',
    key: '1:2:M',
    line: { id: product.id, variantId: 2, size: 'M', quantity: 1 },
    product,
    variant: product.variants[0]!,
    stock: 5,
    maxQuantity: 5,
  };
  return format(summarizeCart([line]).lines.get('1:2:M')!.lineTotal);
}

afterAll(() => setMoneyLanguage('en'));

describe.each(['en', 'ar'] as const)('one price for a product, in %s', (language) => {
  it('the card, the product page, the cart, the JSON-LD and the order agree for every demo piece', () => {
    setMoneyLanguage(language);
    const format = (egp: number) => priceTexts({ price: egp }).current;
    let seen = 0;
    for (const demo of DEMO_PRODUCTS) {
      for (const percentage of DEMO_PERCENTAGES) {
        const product = served(demo, percentage);
        const card = priceTexts(product).current; // <Price compact> on the card
        const page = priceTexts(product).current; // <Price> on the product page
        const cart = cartText(product, format);
        const jsonLd = Number(shopperPrice(product).toFixed(2));
        const charged = toEgp(
          priceCart([{ unitPrice: toPiastres(demo.price), discountPercentage: percentage, quantity: 1 }])
            .total,
        );
        expect({ name: demo.name, percentage, card, page }).toEqual({
          name: demo.name,
          percentage,
          card: cart,
          page: cart,
        });
        expect(jsonLd).toBe(charged);
        expect(card).toBe(format(charged));
        seen += 1;
      }
    }
    expect(seen).toBe(DEMO_PRODUCTS.length * DEMO_PERCENTAGES.length);
  });

  it('writes an amount that is not whole pounds to the piastre, never rounded to the pound', () => {
    setMoneyLanguage(language);
    // 1,690 at 15% off is 1,436.50: the card once read "EGP 1,437" while the page and the order said 1,436.50.
    const texts = priceTexts({
      price: 1690,
      previousPrice: null,
      discount: { percentage: 15, discountedPrice: 1436.5 },
    });
    expect(texts.current).toBe(language === 'en' ? 'EGP 1,436.50' : '1,436.50 ج.م');
    expect(texts.before).toBe(language === 'en' ? 'EGP 1,690.00' : '1,690.00 ج.م');
    expect(texts.percentage).toBe(15);
  });
});
