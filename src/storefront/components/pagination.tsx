/** Page buttons: a window of 5 numbers with first/last and ellipsis (docs/product.md#constants-and-limits), plus previous/next. */
import { shop } from '../i18n/shop';
import { pageWindow } from './pagination-window';

export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const items = pageWindow(page, totalPages);
  return (
    <nav className="pagination" aria-label={shop.pagination}>
      <button
        type="button"
        className="pagination__step"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label={shop.previousPage}
      >
        ‹
      </button>
      <ul>
        {items.map((item, i) =>
          item === 'ellipsis' ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pagination__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={
                  item === 1
                    ? `${shop.page(1)}, ${shop.firstPage}`
                    : item === totalPages
                      ? `${shop.page(item)}, ${shop.lastPage}`
                      : shop.page(item)
                }
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination__step"
        onClick={() => onPage(page + 1)}
        disabled={page >= totalPages}
        aria-label={shop.nextPage}
      >
        ›
      </button>
    </nav>
  );
}
