/** What shows while a screen's code is still downloading. */
import { common } from '../i18n/common';

export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{common.loading}</span>
    </div>
  );
}
