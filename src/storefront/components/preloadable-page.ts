/**
 * A lazily loaded screen whose code can be fetched ahead of its first render (`preload`), and which then
 * renders at once. React.lazy alone suspends on its first render even when the chunk is already here (it waits
 * for the promise's callback), so the Suspense fallback would show for a moment, and React then holds the real
 * content back for up to 300 ms after a fallback (its Suspense throttling): on the landing page that delayed
 * the largest paint. Once preloaded, the module is handed to React through an already-settled thenable.
 */
import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

export function preloadablePage<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;

  /** Starts the download once; resolves when the code is here (also after a failure: the page reports it). */
  function preload(): Promise<void> {
    loading ??= load().then((module) => (loaded = module));
    return loading.then(
      () => undefined,
      () => {
        loading = undefined;
      },
    );
  }

  const Page = lazy<ComponentType<P>>(() => {
    if (loaded) {
      const module = loaded;
      // React reads a thenable whose `then` calls back at once without suspending.
      return { then: (resolve: (m: Module<P>) => void) => resolve(module) } as unknown as Promise<Module<P>>;
    }
    return (loading ??= load().then((module) => (loaded = module)));
  });

  return { Page, preload };
}
