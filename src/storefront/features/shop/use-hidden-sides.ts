/** Follows which sides of a scrolling row hide more of it (scroll-edges.ts), as it scrolls, resizes or fills. */
import { useEffect, useState, type RefObject } from 'react';
import { hiddenSides, type HiddenSides } from './scroll-edges';

const NONE: HiddenSides = { left: false, right: false };

export function useHiddenSides(ref: RefObject<HTMLElement | null>, contentKey: unknown): HiddenSides {
  const [sides, setSides] = useState<HiddenSides>(NONE);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const measure = () => {
      const next = hiddenSides(row, getComputedStyle(row).direction === 'rtl');
      setSides((current) => (current.left === next.left && current.right === next.right ? current : next));
    };
    row.addEventListener('scroll', measure, { passive: true });
    // The observer reports the row once it is laid out, and again whenever its size changes: measured then, the
    // row's widths cost nothing, where measuring here would lay the page out in the middle of hydration.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (resize) resize.observe(row);
    else measure();
    window.addEventListener('resize', measure);
    return () => {
      row.removeEventListener('scroll', measure);
      resize?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, contentKey]);
  return sides;
}
