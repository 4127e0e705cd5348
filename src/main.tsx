// The one entry of the Vite build. The back office is a separate lazily loaded chunk, so a shopper never
// downloads react-admin, MUI or recharts; the two apps never import each other.
import { createRoot } from 'react-dom/client';
import { setApiBaseUrl } from './shared/api-fetch';

setApiBaseUrl(import.meta.env.VITE_API_URL ?? '');
// Arabic-Indic and Persian digits typed into any number box (shop and back office) become Latin digits. The
// listener loads once the page is idle, or with the first box a visitor enters if that comes first, not with the
// first page: the first visit's JavaScript has a budget (tests/unit/storefront-size.test.ts).
let digitsListener: Promise<unknown> | undefined;
const listenForDigits = () =>
  (digitsListener ??= import('./shared/digit-inputs').then(({ latinDigitsWhileTyping }) =>
    latinDigitsWhileTyping(document),
  ));
const onFirstInput = (event: FocusEvent) => {
  if ((event.target as Element | null)?.tagName !== 'INPUT') return;
  document.removeEventListener('focusin', onFirstInput, true);
  void listenForDigits();
};
document.addEventListener('focusin', onFirstInput, true);
if ('requestIdleCallback' in window) requestIdleCallback(() => void listenForDigits(), { timeout: 3_000 });
else setTimeout(() => void listenForDigits(), 1_000);

const element = document.getElementById('root')!;
const isAdmin = window.location.pathname === '/admin' || window.location.pathname.startsWith('/admin/');

if (isAdmin) {
  document.title = 'Morph — Back office';
  const root = createRoot(element);
  void import('./admin/start')
    .then(({ loadAdminApp }) => loadAdminApp())
    .then(({ default: AdminApp }) => root.render(<AdminApp />));
} else {
  // The server sent the page rendered (src/storefront/entry-server.tsx); the shop's code hydrates it.
  void import('./storefront/app').then(({ startStorefront }) => startStorefront(element));
}
