/** Up to 3 active categories as image cards, each opening the shop on that category (docs/product.md#home-page). */
import { Link } from '../../router';
import type { Category } from '../../../../generated/models';
import { FALLBACK_IMAGE, isUsableImageUrl } from '../../components/image-sources';
import { ProductImage } from '../../components/product-image';
import { home } from '../../i18n/home';
import { CATEGORY_CARD_COUNT } from './home-sections';
import { nameOf } from '../../i18n/catalogue';

export function CategoryCards({ categories }: { categories: Category[] }) {
  return (
    <section className="home-section" aria-labelledby="categories-heading">
      <h2 id="categories-heading">{home.categoriesHeading}</h2>
      <ul className="category-cards">
        {categories.slice(0, CATEGORY_CARD_COUNT).map((category) => (
          <li key={category.id}>
            <Link to={`/shop?${new URLSearchParams({ category: category.slug })}`} className="category-card">
              <ProductImage
                src={isUsableImageUrl(category.imageUrl) ? category.imageUrl : FALLBACK_IMAGE}
                alt=""
                width={640}
                height={800}
                sizes="(min-width: 900px) 33vw, 100vw"
              />
              <span className="category-card__name">{nameOf(category)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
