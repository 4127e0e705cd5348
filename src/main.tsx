// The one entry of the Vite build, kept small: it holds no React. The back office is a separate lazily loaded
// chunk, so a shopper never downloads react-admin, MUI or recharts; the two apps never import each other.
import { setApiBaseUrl } from './shared/api-fetch';
import { takesDigits } from './shared/number-box';
import { firstScreenShown, holdTaps, nextTask } from './storefront/first-screen';

setApiBaseUrl(import.meta.env.VITE_API_URL ?? '');
// Arabic-Indic and Persian digits typed into any number box (shop and back office) become Latin digits. The
// listener loads with the first number box a visitor enters (a quantity, a price, a mobile), not with the page:
// most visits never type a number, and the first visit's JavaScript has a budget (tests/e2e/first-paint.spec.ts).
// Digits typed before it arrives are written again when it does (digit-inputs.ts).
const onNumberBox = (event: FocusEvent) => {
  if (!takesDigits(event.target)) return;
  document.removeEventListener('focusin', onNumberBox, true);
  void import('./shared/digit-inputs').then(({ latinDigitsWhileTyping }) => latinDigitsWhileTyping(document));
};
document.addEventListener('focusin', onNumberBox, true);

const element = document.getElementById('root')!;
const isAdmin = window.location.pathname === '/admin' || window.location.pathname.startsWith('/admin/');

if (isAdmin) {
  document.title = 'Morph — Back office';
  void import('./admin/start').then(({ startAdmin }) => startAdmin(element));
} else {
  // The server sent the page rendered (src/storefront/entry-server.tsx): it is readable, its links work, and the
  // shop's code (React and the app, about 96 KB) is asked for once the first screen's pictures are shown, so that
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
