// Screens and dialogs that validate with the contract's zod schemas load with their own chunk, not with the
// back office's first load: zod and the generated schemas weigh about 40 KB gzip, and the first screen (the
// dashboard) needs none of them.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Loading } from 'react-admin';

/** A component loaded on first render, e.g. `lazyComponent(() => import('./x').then((m) => m.X))`. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * Mounts a dialog's lazily loaded content once it has been opened, and keeps it mounted afterwards so that it
 * closes as it always did (MUI's fade), instead of vanishing.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
