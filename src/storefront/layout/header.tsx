/**
 * The site header (docs/product.md#header-and-footer): brand, Home and Shop, search, the cart with its badge. White text over the home
 * page's hero, black elsewhere. On small screens Home, Shop and search move into the slide-out menu.
 */
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useCart } from '../features/cart/cart-context';
import { SearchBox } from '../features/search/search-box';
import { common } from '../i18n/common';
import { header } from '../i18n/header';
import { badgeText } from './cart-badge';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';

export function Header() {
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  const { totalQuantity } = useCart();
  const badge = badgeText(totalQuantity);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header
      className={onHome ? 'site-header site-header--light' : 'site-header site-header--dark'}
      data-theme={onHome ? 'light' : 'dark'}
    >
      <div className="site-header__inner">
        <button
          type="button"
          className="icon-button site-header__menu-button"
          aria-label={header.openMenu}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
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
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
