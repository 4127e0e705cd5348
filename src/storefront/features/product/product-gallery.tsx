/**
 * The pictures of the chosen colour: a main picture with previous/next, a swipe on phones and
 * thumbnails; clicking or tapping the main picture opens it zoomed in a dialog (Escape or Close shuts it and
 * gives the focus back). The parent keys this by colour, so a new colour starts on its first picture.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type TouchEvent } from 'react';
import { PRODUCT_MAIN_IMAGE_SIZES } from '../../../shared/product-pictures';
import { ProductImage } from '../../components/product-image';
import { product as messages } from '../../i18n/product';

/** How far a finger must travel sideways (px) for a swipe to change the picture. */
export const SWIPE_THRESHOLD_PX = 40;

interface Props {
  name: string;
  images: string[];
  /** The chosen colour, for the pictures' text. */
  colour?: string;
}

export function ProductGallery({ name, images, colour }: Props) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const current = images[index] ?? null;
  const alt = colour ? messages.colorImageAlt(name, colour) : messages.imageAlt(name, index + 1);

  const go = (step: number) => setIndex((i) => (count ? (i + step + count) % count : 0));

  const onTouchStart = (event: TouchEvent) => {
    const t = event.touches[0];
    touchStart.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const t = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !t || count < 2) return;
    const dx = t.clientX - start.x;
    // A mostly vertical move is the page scrolling, not a swipe.
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(t.clientY - start.y)) return;
    // Swiping towards the start of the line shows the next picture, whichever way the page reads.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    go(dx < 0 !== rtl ? 1 : -1);
  };

  return (
    <div className="product__gallery" role="group" aria-label={messages.gallery.label(name)}>
      <div className="product__main-image" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <button
          type="button"
          className="product__zoom-button"
          aria-label={messages.gallery.zoom(index + 1)}
          aria-haspopup="dialog"
          onClick={() => setZoomed(true)}
        >
          <ProductImage
            src={current}
            alt={alt}
            width={640}
            height={800}
            priority
            sizes={PRODUCT_MAIN_IMAGE_SIZES}
            data-testid="product-main-image"
          />
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              className="product__step product__step--previous"
              aria-label={messages.gallery.previous}
              onClick={() => go(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="product__step product__step--next"
              aria-label={messages.gallery.next}
              onClick={() => go(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
            <p className="product__position" aria-live="polite">
              {messages.gallery.position(index + 1, count)}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="product__thumbs">
          {images.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                aria-label={messages.showImage(i + 1)}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <ProductImage src={url} alt="" width={80} height={100} sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed && <ZoomDialog name={name} src={current} alt={alt} onClose={() => setZoomed(false)} />}
    </div>
  );
}

/** A modal dialog with the picture large; a click or tap zooms in at that point, and out again. */
function ZoomDialog({
  name,
  src,
  alt,
  onClose,
}: {
  name: string;
  src: string | null;
  alt: string;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const [magnified, setMagnified] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    close.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  // Keeps Tab inside the dialog.
  const trapTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('button')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const pointAt = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return '50% 50%';
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    return `${Math.round(x)}% ${Math.round(y)}%`;
  };

  return (
    <div
      ref={dialog}
      className="zoom"
      role="dialog"
      aria-modal="true"
      aria-label={messages.gallery.zoomDialog(name)}
      onKeyDown={trapTab}
    >
      <button ref={close} type="button" className="zoom__close button button--secondary" onClick={onClose}>
        {messages.gallery.close}
      </button>
      <button
        type="button"
        className="zoom__stage"
        aria-pressed={magnified}
        aria-label={alt}
        onClick={(event) => {
          setOrigin(pointAt(event));
          setMagnified((m) => !m);
        }}
        onMouseMove={(event) => {
          if (magnified) setOrigin(pointAt(event));
        }}
      >
        <ProductImage
          src={src}
          alt=""
          width={1280}
          height={1600}
          sizes="100vw"
          className={magnified ? 'zoom__image zoom__image--magnified' : 'zoom__image'}
          style={{ transformOrigin: origin }}
          data-testid="zoomed-image"
        />
      </button>
      <p className="zoom__hint">{messages.gallery.zoomHint}</p>
    </div>
  );
}
