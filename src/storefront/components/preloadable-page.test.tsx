import { describe, expect, it } from 'vitest';
import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadablePage } from './preloadable-page';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderInSuspense(Page: ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Page name="Mona" />
    </Suspense>,
  );
}

describe('preloadablePage', () => {
  it('renders a preloaded page in the first commit, without showing the fallback', async () => {
    let loads = 0;
    const { Page, preload } = preloadablePage(async () => {
      loads++;
      return { default: Greeting };
    });
    await preload();
    await preload();
    renderInSuspense(Page);
    expect(screen.getByText('Hello Mona')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('without a preload, shows the fallback until the code arrives, loading it once', async () => {
    let loads = 0;
    let arrive: (module: { default: typeof Greeting }) => void = () => {};
    const { Page, preload } = preloadablePage(
      () =>
        new Promise<{ default: typeof Greeting }>((resolve) => {
          loads++;
          arrive = resolve;
        }),
    );
    renderInSuspense(Page);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    void preload();
    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByText('Hello Mona')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('a failed preload resolves (the page reports the failure) and a later preload tries again', async () => {
    let loads = 0;
    const { preload } = preloadablePage(async () => {
      loads++;
      if (loads === 1) throw new Error('offline');
      return { default: Greeting };
    });
    await expect(preload()).resolves.toBeUndefined();
    await preload();
    expect(loads).toBe(2);
  });
});
