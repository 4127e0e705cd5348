// The one entry of the Vite build, kept small: it holds no React. The back office is a separate lazily loaded
// chunk, so a shopper never downloads react-admin, MUI or recharts; the two apps never import each other.
import { setApiBaseUrl } from './shared/api-fetch';
import { firstScreenShown, holdTaps, nextTask } from './storefront/first-screen';

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
  void import('./admin/start').then(({ startAdmin }) => startAdmin(element));
} else {
  // The server sent the page rendered (src/storefront/entry-server.tsx): it is readable, its links work, and the
  // shop's code (React and the app, about 110 KB) is asked for once the first screen's pictures are shown, so that
  // on a slow phone connection it does not share the bandwidth with them. A tap or a key starts it at once.
  // React DOM and the shop's modules are evaluated in separate tasks (together, one task long enough to hold up
  // a tap on a slow phone). Taps on the page's buttons meanwhile are held, and made again once it answers.
  holdTaps(element);
  void firstScreenShown(element)
    .then(() => import('react-dom/client'))
    .then(nextTask)
    .then(() => import('./storefront/app'))
    .then(({ startStorefront }) => startStorefront(element));
}
