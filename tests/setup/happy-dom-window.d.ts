// happy-dom's own controls on the window (vitest's happy-dom environment puts them on the global window); absent
// in a window that is not happy-dom's.
import type { DetachedWindowAPI } from 'happy-dom';

declare global {
  interface Window {
    happyDOM?: DetachedWindowAPI;
  }
}
