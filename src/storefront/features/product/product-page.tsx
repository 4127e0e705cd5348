/**
 * The product page (docs/product.md#product-page). Loads the product by slug; a 404 shows the
 * not-found view (robots noindex), any other failure "Failed to load product".
 */
import { useParams } from '../../router';
import { useGetProductBySlug } from '../../../../generated/shop-api/products/products';
import { ApiError } from '../../../shared/api-fetch';
import { NotFoundView } from '../../components/not-found-view';
import { usePageHead } from '../../components/page-head';
import { product as messages } from '../../i18n/product';
import { cachePolicy } from '../../query-client';
import { ProductDetail } from './product-detail';

export default function ProductPage() {
  const { slug = '' } = useParams();
  const query = useGetProductBySlug(slug, { query: { ...cachePolicy.products, enabled: slug !== '' } });
  const missing = query.error instanceof ApiError && query.error.status === 404;
  // Loading or failed, the head says no more than the shop's name: never another page's canonical.
  usePageHead(
    query.data
      ? { page: 'product', product: query.data }
      : missing
        ? { page: 'not-found', what: 'product' }
        : { page: 'other' },
  );

  if (query.isPending) return <ProductSkeleton />;
  if (query.isError) {
    if (missing) return <NotFoundView title={messages.notFound} />;
    return (
      <div className="container empty-state" role="alert">
        <p>{messages.loadFailed}</p>
      </div>
    );
  }
  // A new product starts with a fresh choice of colour, size and quantity.
  return <ProductDetail key={query.data.id} product={query.data} />;
}

function ProductSkeleton() {
  return (
    <div className="container product" role="status" aria-busy="true" data-testid="product-skeleton">
      <div className="product__gallery">
        <div className="product__main-image skeleton" />
      </div>
      <div className="product__info">
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}
