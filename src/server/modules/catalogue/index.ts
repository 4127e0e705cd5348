// The catalogue's public door: its operations (products, categories, tags), and what the orders, the shop's
// page heads, shipping and the seed use of it.
import { mergeHandlers } from '../merge-handlers';
import { handlers as categories } from './category-handlers';
import { handlers as products } from './product-handlers';
import { handlers as tags } from './tag-handlers';

export const handlers = mergeHandlers({ products, categories, tags });

export { findCategory } from './category-repository';
export { moneyToPiastres } from './form-fields';
export { discountCandidates } from './pricing';
export { findVisibleProductId, isVisibleSql, loadProducts } from './product-repository';
export { toProduct } from './product-view';
export { slugify } from './slug';
/** A size's stock, taken and given back by orders. */
export * as stock from './stock';
/** How a search matches products (tests read its plan). */
export { expandSearch, searchSql, typoCandidatesSql } from './product-repository';
/** A discounted price in SQL, as the catalogue sorts and filters by it (tests compare it with the shop's rounding). */
export { discountedPriceSql } from './public-catalogue';
