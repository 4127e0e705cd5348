/**
 * `usePageHead(spec)`: every page says which page it is (and the product or category it shows), and after it
 * renders, document.head is made that page's head — title, description, robots, canonical, hreflang, Open Graph,
 * Twitter, JSON-LD — by the builders the server writes the first HTML with (src/shared/page-head.ts), so a page
 * reached by a click is described as a crawler fetching its URL would see it. It renders nothing: the head is
 * changed in place (one <title> always), never through React's hoisted <title>/<meta>.
 *
 * The builders and the code that writes them load on the first move (./apply-page-head.ts), not with the first
 * visit: the page the shopper lands on already has its head from the server.
 */
import { useEffect } from 'react';
import type { PageSpec } from '../../shared/page-head';
import { language } from '../i18n/language';

/** The path and query of the page the HTML was sent for, while its head (the server's) is still the page's. */
let landing: string | undefined;

const here = () => location.pathname + location.search;

/** Counts the heads asked for. */
let asked = 0;

/** At the app's start (app.tsx): whether the HTML carries the server's head (its site facts come with it). */
export function noteLandingHead(doc: Document = document): void {
  landing = doc.getElementById('site-facts') ? here() : undefined; // SITE_FACTS_ID
}

export function usePageHead(spec: PageSpec): void {
  // Compared as text: a page re-rendering with the same product or category changes nothing.
  const key = JSON.stringify(spec);
  useEffect(() => {
    // Only the newest head asked for is written: an older one whose chunk arrived later never replaces it.
    const turn = ++asked;
    // The first head asked for on the page the shopper landed on is already there.
    const landed = landing !== undefined && landing === here();
    landing = undefined;
    if (landed) return;
    // The language is read here: the chunk loaded later shares no code with the first visit's but the builders'.
    const lang = language();
    void import('./apply-page-head').then(({ applyPageHead }) => {
      if (turn === asked) applyPageHead(JSON.parse(key) as PageSpec, lang);
    });
  }, [key]);
}
