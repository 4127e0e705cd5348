// Catalogue rows → the contract's Product (EGP numbers, the discount in force, total stock).
import type { Product } from '../../../../generated/models';
import { toEgp } from '../../../shared/money';
import { productDiscount } from '../../../shared/pricing';
import type { LoadedProduct } from './product-repository';

export function toProduct(p: LoadedProduct): Product {
  const { row } = p;
  const discount = productDiscount(row.pricePiastres, p.discountPercentage);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameAr: row.nameAr,
    sku: row.sku,
    description: row.description,
    descriptionAr: row.descriptionAr,
    price: toEgp(row.pricePiastres),
    previousPrice: row.previousPricePiastres === null ? null : toEgp(row.previousPricePiastres),
    isActive: row.isActive,
    imageUrl: row.imageUrl,
    images: p.images,
    tags: p.tags,
    categories: p.categories,
    variants: p.variants,
    discount: discount
      ? { percentage: discount.percentage, discountedPrice: toEgp(discount.discountedPrice) }
      : null,
    totalStock: p.variants.reduce((sum, v) => sum + v.sizes.reduce((s, size) => s + size.stock, 0), 0),
    createdAt: row.createdAt.toISOString(),
  };
}
