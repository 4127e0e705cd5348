// Category rows → the contract's Category.
import type { Category } from '../../../../generated/models';
import type { CategoryWithTags } from './category-repository';

export function toCategory(c: CategoryWithTags): Category {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    nameAr: c.nameAr,
    description: c.description,
    descriptionAr: c.descriptionAr,
    imageUrl: c.imageUrl,
    sizeGuide: c.sizeGuide,
    isActive: c.isActive,
    tags: c.tags,
    productCount: c.productCount,
  };
}
