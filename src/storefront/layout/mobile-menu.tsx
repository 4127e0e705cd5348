/** The slide-out menu on small screens (docs/product.md#header-and-footer): search, Home and Shop. Closes on Escape, outside click or navigation. */
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { SearchBox } from '../features/search/search-box';
import { header } from '../i18n/header';
import { LanguageSwitch } from './language-switch';

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <div className={open ? 'mobile-menu mobile-menu--open' : 'mobile-menu'} hidden={!open}>
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        id="mobile-menu"
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={header.menu}
      >
        <button
          ref={closeRef}
          type="button"
          className="icon-button mobile-menu__close"
          aria-label={header.closeMenu}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <SearchBox onSearched={onClose} landmarkLabel={header.menuSearchLandmark} />
        <nav aria-label={header.menu}>
          <ul>
            <li>
              <NavLink to="/" end onClick={onClose}>
                {header.home}
              </NavLink>
            </li>
            <li>
              <NavLink to="/shop" onClick={onClose}>
                {header.shop}
              </NavLink>
            </li>
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
