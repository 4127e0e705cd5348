/**
 * The contract's example answers (orval's MSW handlers) for storefront tests. Fixed paths come before
 * `/api/products/:slug`, which would otherwise answer /api/products/categories and /api/products/tags too.
 */
import { HttpResponse, http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { getCategoriesMock } from '../../../generated/shop-api/categories/categories.msw';
import { getProductsMock } from '../../../generated/shop-api/products/products.msw';
import {
  getGetShopContactMockHandler,
  getGetShopReturnPolicyMockHandler,
} from '../../../generated/shop-api/settings/settings.msw';
import { getTagsMock } from '../../../generated/shop-api/tags/tags.msw';
import type { ShopContact } from '../../../generated/models';

/**
 * The shop's contact settings in tests (the contract has no example for them, and orval's mock would answer
 * random letters).
 */
export const shopContactFixture: ShopContact = {
  whatsapp: '201001234567',
  phone: '02 2345 6789',
  email: 'care@morph.example',
  facebook: 'https://www.facebook.com/morph.eg',
  instagram: 'https://www.instagram.com/morph.eg',
  tiktok: null,
  address: '14 Mahmoud Bassiouny St, Downtown, Cairo',
};

/**
 * The shop's settings every page may read: its contact and its returns terms (the contract's example, the
 * shop's defaults). Pages ask for the terms in the background; a test server without them fails the run.
 */
export function shopSettingsHandlers(): RequestHandler[] {
  return [getGetShopContactMockHandler(shopContactFixture), getGetShopReturnPolicyMockHandler()];
}

export function contractHandlers(): RequestHandler[] {
  return [...getCategoriesMock(), ...getTagsMock(), ...getProductsMock(), ...shopSettingsHandlers()];
}

/** A server answering every storefront call with the contract's examples; override per test with `server.use`. */
export function createContractServer() {
  return setupServer(...contractHandlers());
}

/** An error answer in the contract's shape. */
export function errorResponse(status: number, error: string) {
  return HttpResponse.json({ error }, { status });
}

/** A handler that never answers, to see loading states. */
export function pending(method: 'get', path: string) {
  return http[method](path, () => new Promise<never>(() => {}));
}
