// The catalogue's public door: its operations (products, categories, tags), and what the orders, the shop's
// page heads, shipping and the seed use of it.
import { mergeHandlers } from '../merge-handlers';
import { handlers as categories } from './category-handlers';
import { handlers as products } from './product-handlers';
import { handlers as tags } from './tag-handlers';

export const handlers = mergeHandlers({ products, categories, tags });

export { findCategory } from './category-repository';
export { moneyToPiastres } from './form-fields';
export { discountCandidates, discountCandidatesJsonSql } from './pricing';
export { findVisibleProductId, isVisibleSql, loadProducts } from './product-repository';
export { toProduct } from './product-view';
export { slugify } from './slug';
/** A size's stock, taken and given back by orders. */
export * as stock from './stock';
/** How a search matches products (tests read its plan). */
export { expandSearch, searchSql, typoCandidatesSql } from './product-repository';
/** The listing's upkeep (lapsed prices, folded counts), run by the jobs. */
export { keepListing } from './listing-upkeep';
/** The shop's pages and filters at a given time (tests ask at the times a discount begins and ends). */
export { productFilters, queryCatalogue } from './public-catalogue';
