/**
 * The advertising pixel (Meta). This module is the only place that talks to it (docs/product.md#advertising-pixel).
 *
 * The pixel script is loaded only when `VITE_META_PIXEL_ID` is set at build time. Without it nothing is loaded
 * and every event is kept in memory instead, so tests (and a developer's console) can see exactly what would
 * have been sent: `recordedEvents()`.
 */
export type PixelEventName = 'PageView' | 'Search' | 'ViewContent' | 'AddToCart';

export type PixelPayload = Record<string, unknown>;

export interface RecordedEvent {
  event: PixelEventName;
  payload: PixelPayload;
}

type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  callMethod?: (...args: unknown[]) => void;
  loaded?: boolean;
  version?: string;
  push?: unknown;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

let activeId: string | null = null;
let recorded: RecordedEvent[] = [];

/**
 * Starts the pixel when an id is configured (the build's `VITE_META_PIXEL_ID` by default). Idempotent.
 * Returns whether the pixel is live.
 */
export function initPixel(pixelId: string | undefined = import.meta.env.VITE_META_PIXEL_ID): boolean {
  const id = pixelId?.trim();
  if (!id) return false;
  if (activeId === id) return true;
  installFbq();
  window.fbq!('init', id);
  window.fbq!('track', 'PageView');
  activeId = id;
  return true;
}

/** Sends an event to the pixel, or records it when no pixel is configured. */
export function track(event: PixelEventName, payload: PixelPayload = {}): void {
  if (activeId && window.fbq) {
    window.fbq('track', event, payload);
    return;
  }
  recorded.push({ event, payload });
}

/** The events kept in memory while no pixel is configured (oldest first). */
export function recordedEvents(): readonly RecordedEvent[] {
  return recorded;
}

/** Forgets recorded events and any started pixel (tests only). */
export function resetPixel(): void {
  recorded = [];
  activeId = null;
}

/** Meta's documented loader: a queueing `fbq` until fbevents.js arrives, then the script, async. */
function installFbq(): void {
  if (window.fbq) return;
  const fbq: Fbq = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue!.push(args);
  };
  fbq.queue = [];
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.push = fbq;
  window.fbq = fbq;
  window._fbq = fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = PIXEL_SCRIPT_URL;
  document.head.appendChild(script);
}
