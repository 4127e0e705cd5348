// What changes with every order — how many of each size are left — kept apart from the cached catalogue
// answers, which change only with the owner's edits. An order tells this map the stock it left (and the other
// instances hear it on the catalogue channel); a cached answer is shown with the newest stock this map knows,
// re-rendered once after a change instead of reloaded. Which of two stocks of a size is newer is told by the
// number of its last change (sizes.stock_seq, set by the database under the row's lock), so news arriving out
// of order, or older than an answer loaded since, is never shown.

/** A size's stock after a change, and the change's number. */
export interface StockNews {
  productId: number;
  sizeId: number;
  stock: number;
  seq: number;
}

interface ShownSize {
  id?: number;
  stock: number;
  stockSeq?: number;
}
interface ShownProduct {
  id?: number;
  totalStock?: number;
  variants?: Array<{ sizes?: ShownSize[] }>;
}

/** Beyond this many sizes (a shop far bigger than this one) the map starts again, and so must the cache. */
const MAX_SIZES = 200_000;

export class Availability {
  private sizes = new Map<number, { stock: number; seq: number }>();
  /** When (in `tick`s) each product's stock last changed here. */
  private changedAt = new Map<number, number>();
  /** Counts the news taken: an answer rendered at tick t is current unless one of its products changed since. */
  tick = 0;
  /**
   * Counts the changes that can move a product in or out of a stock filter (`inStock`): a size selling out,
   * or stock coming back. Answers that depend on it are reloaded after one.
   */
  soldOutChanges = 0;

  /** Takes the news newer than what is known; false when the map had to start again (clear the cache). */
  apply(news: Iterable<StockNews>): boolean {
    for (const n of news) {
      const known = this.sizes.get(n.sizeId);
      if (known && known.seq >= n.seq) continue;
      if (!known && this.sizes.size >= MAX_SIZES) {
        this.clear();
        return false;
      }
      this.tick += 1;
      this.sizes.set(n.sizeId, { stock: n.stock, seq: n.seq });
      this.changedAt.set(n.productId, this.tick);
      if (n.stock === 0 || known?.stock === 0) this.soldOutChanges += 1;
    }
    return true;
  }

  /** Stock came back in a way not told as news (a cancelled order): stock filters must be asked again. */
  stockReturned(): void {
    this.soldOutChanges += 1;
  }

  /** Whether any of `productIds` changed after `tick`. */
  changedSince(productIds: readonly number[], tick: number): boolean {
    if (tick === this.tick) return false;
    return productIds.some((id) => (this.changedAt.get(id) ?? 0) > tick);
  }

  /**
   * `data` (a product, or an answer with `products`) with each size's stock replaced by newer news, and the
   * total stock of those products counted again; `data` itself when nothing is newer.
   */
  overlay<T>(data: T): T {
    const value = data as ShownProduct & { products?: ShownProduct[] };
    if (!value || typeof value !== 'object') return data;
    if (Array.isArray(value.products)) {
      let changed = false;
      const products = value.products.map((p) => {
        const shown = this.overlayProduct(p);
        if (shown !== p) changed = true;
        return shown;
      });
      return changed ? ({ ...value, products } as T) : data;
    }
    return this.overlayProduct(value) as T;
  }

  private overlayProduct(product: ShownProduct): ShownProduct {
    if (!Array.isArray(product?.variants)) return product;
    let changed = false;
    const variants = product.variants.map((variant) => {
      if (!Array.isArray(variant.sizes)) return variant;
      let variantChanged = false;
      const sizes = variant.sizes.map((size) => {
        const known = size.id === undefined ? undefined : this.sizes.get(size.id);
        if (!known || known.seq <= (size.stockSeq ?? 0)) return size;
        variantChanged = true;
        return { ...size, stock: known.stock, stockSeq: known.seq };
      });
      if (!variantChanged) return variant;
      changed = true;
      return { ...variant, sizes };
    });
    if (!changed) return product;
    const totalStock = variants.reduce(
      (sum, v) => sum + (v.sizes ?? []).reduce((n, size) => n + size.stock, 0),
      0,
    );
    return { ...product, variants, ...(product.totalStock === undefined ? {} : { totalStock }) };
  }

  /** Forgets everything (with the cache: what is loaded next carries its own stock). */
  clear(): void {
    this.sizes.clear();
    this.changedAt.clear();
    this.tick += 1;
    this.soldOutChanges += 1;
  }
}

/** A product as answers show it: without the number of each size's stock change (for text not made by the contract's serializer). */
export function withoutStockSeq<T extends ShownProduct>(product: T): T {
  if (!Array.isArray(product.variants)) return product;
  return {
    ...product,
    variants: product.variants.map((variant) =>
      Array.isArray(variant.sizes)
        ? { ...variant, sizes: variant.sizes.map(({ stockSeq: _seq, ...size }) => size) }
        : variant,
    ),
  };
}
