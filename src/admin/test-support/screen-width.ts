// `useScreenWidth(390)` in a describe makes MUI's media queries answer as a screen of that width would, in each
// test (the test DOM lays nothing out, and its matchMedia answers for a 1024 px window). The window itself is viewport.ts's `phoneViewport`.
import { afterEach, beforeEach } from 'vitest';
import { phoneViewport } from './viewport';

export function useScreenWidth(width: number) {
  let restore = () => {};
  beforeEach(() => {
    restore = phoneViewport(width);
  });
  afterEach(() => restore());
}
