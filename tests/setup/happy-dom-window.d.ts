// happy-dom's own controls on the window (vitest's happy-dom environment puts them on the global window); absent
// in a file that runs under jsdom.
import type { DetachedWindowAPI } from 'happy-dom';

declare global {
  interface Window {
    happyDOM?: DetachedWindowAPI;
  }
}
