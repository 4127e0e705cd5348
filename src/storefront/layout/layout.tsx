/** The shared layout of the public routes (spec §2): header, the page, footer. */
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { common } from '../i18n/common';
import { Footer } from './footer';
import { Header } from './header';

export function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        {common.skipToContent}
      </a>
      <Header />
      {/* The home page's hero runs under the header; other pages start below it (100 px, spec §9). */}
      <main id="main" tabIndex={-1} className={pathname === '/' ? 'site-main site-main--home' : 'site-main'}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
