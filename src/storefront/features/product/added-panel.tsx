/**
 * What adding to cart confirms (docs/product.md#product-page): a small panel with the way on to
 * the cart or the checkout. Light surface with dark text and a border, so it reads on any background (the dark
 * footer included). It goes away after `durationMs`, but not while the pointer or the focus is on it.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { product as messages } from '../../i18n/product';

export function AddedPanel({
  message,
  durationMs,
  onDone,
}: {
  message: string | null;
  durationMs: number;
  onDone: () => void;
}) {
  const [held, setHeld] = useState(false);
  // A panel that went away while held (dismissed under the pointer) must not hold the next one.
  useEffect(() => {
    if (!message) setHeld(false);
  }, [message]);
  useEffect(() => {
    if (!message || held) return;
    const timer = setTimeout(onDone, durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs, onDone, held]);

  return (
    <div className="toast-region" role="status" aria-live="polite">
      {message && (
        <div
          className="added-panel"
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget)) setHeld(false);
          }}
        >
          <p className="added-panel__message">{message}</p>
          <div className="added-panel__actions">
            <Link className="button button--secondary" to="/cart">
              {messages.added.viewCart}
            </Link>
            <Link className="button button--primary" to="/checkout">
              {messages.added.checkout}
            </Link>
          </div>
          <button
            type="button"
            className="added-panel__dismiss"
            aria-label={messages.added.dismiss}
            onClick={onDone}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
