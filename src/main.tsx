// The one entry of the Vite build. The back office is a separate lazily loaded chunk, so a shopper never
// downloads react-admin, MUI or recharts; the two apps never import each other.
import { createRoot } from 'react-dom/client';
import { setApiBaseUrl } from './shared/api-fetch';

setApiBaseUrl(import.meta.env.VITE_API_URL ?? '');

const root = createRoot(document.getElementById('root')!);
const isAdmin = window.location.pathname === '/admin' || window.location.pathname.startsWith('/admin/');

if (isAdmin) {
  document.title = 'Morph — Back office';
  void import('./admin/app').then(({ default: AdminApp }) => root.render(<AdminApp />));
} else {
  void import('./storefront/app').then(({ default: StorefrontApp }) => root.render(<StorefrontApp />));
}
