/**
 * The site header (docs/product.md#header-and-footer): brand, Home and Shop, search, the cart with its badge. White text over the home
 * page's hero, black elsewhere. On small screens Home, Shop and the language switch move into the menu drawer,
 * and the search is a search icon that opens a full-width search under the header, on every page.
 */
import { lazy, Suspense, useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from '../router';
import { useCart } from '../features/cart/cart-context';
import { useHydrated } from '../components/use-hydrated';
import { SearchBox } from '../features/search/search-box';
import { common } from '../i18n/common';
import { header } from '../i18n/header';
import { badgeText } from './cart-badge';
import { LanguageSwitch } from './language-switch';

// The phone's menu is downloaded when first wanted (from the press on its button), not with every first visit.
const loadMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMenu().then((module) => ({ default: module.MobileMenu })));

export function Header() {
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  const closeSearch = (returnFocus: boolean) => {
    setSearchOpen(false);
    if (returnFocus) searchButton.current?.focus();
  };
  // Escape closes the phone's search, unless it only closed the suggestions.
  const onSearchKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) closeSearch(true);
  };

  return (
    <header
      className={onHome ? 'site-header site-header--light' : 'site-header site-header--dark'}
      data-theme={onHome ? 'light' : 'dark'}
    >
      <div className="site-header__inner">
        <button
          ref={menuButton}
          type="button"
          className="icon-button site-header__menu-button"
          aria-label={header.openMenu}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onPointerDown={() => void loadMenu()}
          onClick={() => setMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>

        <Link to="/" className="site-header__brand">
          {common.brand}
        </Link>

        <nav className="site-header__nav" aria-label={header.mainNavigation}>
          <NavLink to="/" end>
            {header.home}
          </NavLink>
          <NavLink to="/shop">{header.shop}</NavLink>
        </nav>

        <SearchBox className="search-box site-header__search" />

        <LanguageSwitch className="site-header__language" />

        <button
          ref={searchButton}
          type="button"
          className="icon-button site-header__search-button"
          aria-label={header.openSearch}
          aria-expanded={searchOpen}
          aria-controls="phone-search"
          onClick={() => setSearchOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>

        <CartLink />
      </div>
      {searchOpen && (
        <div id="phone-search" className="site-header__search-panel" onKeyDown={onSearchKey}>
          <SearchBox
            landmarkLabel={header.phoneSearchLandmark}
            onSearched={() => closeSearch(false)}
            autoFocus
          />
          <button
            type="button"
            className="icon-button"
            aria-label={header.closeSearch}
            onClick={() => closeSearch(true)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      )}
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} returnFocusTo={menuButton} />
        </Suspense>
      )}
    </header>
  );
}

/**
 * The cart's link with its badge: a component of its own, so that the cart's changes and the hydration (the server
 * knows no cart: the badge shows once the page is the browser's) render this link again, not the whole header.
 */
function CartLink() {
  const { totalQuantity } = useCart();
  const badge = badgeText(useHydrated() ? totalQuantity : 0);
  return (
    <Link
      to="/cart"
      className="icon-button site-header__cart"
      aria-label={badge ? header.cartWithCount(badge) : header.cart}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M6 8h12l-1 12H7L6 8z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M9 8V6a3 3 0 016 0v2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      {badge && (
        <span className="cart-badge" data-testid="cart-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
}
