/** The catch-all route (docs/product.md#not-found): "Page not found". */
import { NotFoundView } from '../../components/not-found-view';
import { common } from '../../i18n/common';

export default function NotFoundPage() {
  return <NotFoundView title={common.pageNotFound} />;
}
