/**
 * The menu on small screens (docs/product.md#header-and-footer): a drawer over the whole height of the screen,
 * opaque, over a dimmed page, with Home, Shop and the language switch. It is a modal dialog: the focus stays in
 * it (Tab wraps, the page behind is inert), Escape, the close button, the dimmed page or a link close it, and the
 * focus goes back to the menu button. It opens from the start side: the left in English, the right in Arabic.
 *
 * Rendered in a portal on <body>: inside the header, whose backdrop-filter makes it the box of fixed elements,
 * the drawer was only as tall as the header and the page showed through under it.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from '../router';
import { header } from '../i18n/header';
import { LanguageSwitch } from './language-switch';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function MobileMenu({
  open,
  onClose,
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  /** The menu button, focused again when the menu closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The latest onClose, without opening the menu again each time the header renders a new one.
  const close = useRef(onClose);
  close.current = onClose;

  // A layout effect: the focus moves in and the page behind turns inert in the same task as the drawer appears,
  // before it is painted. As a passive effect it ran a moment later, and a click could land on the page meanwhile
  // (the drawer is lazy, so it mounts outside the click's own task).
  useLayoutEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    // The page behind can be neither focused nor read, nor scrolled, while the menu is open.
    const root = rootRef.current;
    const madeInert = [...document.body.children].filter((el) => el !== root && !el.hasAttribute('inert'));
    for (const el of madeInert) el.setAttribute('inert', '');
    const scroll = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close.current();
        return;
      }
      if (e.key !== 'Tab' || !panelRef.current) return;
      const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const inside = panelRef.current.contains(document.activeElement);
      if (e.shiftKey && (!inside || document.activeElement === first)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (!inside || document.activeElement === last)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const button = returnFocusTo.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      for (const el of madeInert) el.removeAttribute('inert');
      document.documentElement.style.overflow = scroll;
      button?.focus();
    };
  }, [open, returnFocusTo]);

  if (!open) return null;
  return createPortal(
    <div ref={rootRef} className="mobile-menu" data-testid="mobile-menu">
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
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
              <LanguageSwitch onSwitch={onClose} />
            </li>
          </ul>
        </nav>
      </div>
    </div>,
    document.body,
  );
}
