/** The catch-all route (docs/product.md#not-found): "Page not found". */
import { NotFoundView } from '../../components/not-found-view';
import { usePageHead } from '../../components/page-head';
import { common } from '../../i18n/common';

export default function NotFoundPage() {
  usePageHead({ page: 'not-found', what: 'page' });
  return <NotFoundView title={common.pageNotFound} />;
}
