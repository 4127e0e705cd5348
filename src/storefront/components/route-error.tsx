/** The router's error screen (spec §8 "Router"): shown when a screen throws while rendering or loading. */
import { useRouteError } from 'react-router-dom';
import { common } from '../i18n/common';

export function RouteError() {
  const error = useRouteError();
  // Logged so the cause is not lost behind the friendly screen.
  console.error(error);
  return (
    <main className="route-error" id="main">
      <h1>{common.unexpectedError}</h1>
      <p>{common.unexpectedErrorHint}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {common.reloadPage}
      </button>
    </main>
  );
}
