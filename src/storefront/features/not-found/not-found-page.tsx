/** The catch-all route (spec §2): "Page not found". */
import { NotFoundView } from '../../components/not-found-view';
import { common } from '../../i18n/common';

export default function NotFoundPage() {
  return <NotFoundView title={common.pageNotFound} />;
}
