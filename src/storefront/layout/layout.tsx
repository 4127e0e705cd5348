/** The shared layout of the public routes (docs/product.md#header-and-footer): header, the page, footer. */
import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from '../router';
import { PageLoading } from '../components/page-loading';
import { common } from '../i18n/common';
import { Footer } from './footer';
import { Header } from './header';

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();

  // A new page starts at the top (filters and pages of the shop keep their place).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="site">
      <a href="#main" className="skip-link">
        {common.skipToContent}
      </a>
      <Header />
      {/* The home page's hero runs under the header; other pages start below it (100 px, docs/product.md#header-and-footer). */}
      <main id="main" tabIndex={-1} className={pathname === '/' ? 'site-main site-main--home' : 'site-main'}>
        {/* Header and footer stay while a page's code downloads. */}
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <Footer />
    </div>
  );
}
