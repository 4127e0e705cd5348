// The home and the shop render against Prism serving the contract (the QA mock of
// `npm run dev:mock`), so the screens and the contract's real answers agree, not only the MSW copies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { getApiBaseUrl, setApiBaseUrl } from '../shared/api-fetch';
import { renderStorefront } from './testing/render-storefront';

// tests/helpers/prism.ts cannot be loaded under happy-dom: Vite rewrites its `new URL(…, import.meta.url)` to an
// http: URL there. So Prism is started here the same way, from the project root (where Vitest runs).
interface Prism {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', fail);
  });
}

async function startPrismMock(): Promise<Prism> {
  const port = await freePort();
  const child = spawn(
    resolve('node_modules/.bin/prism'),
    ['mock', '-h', '127.0.0.1', '-p', String(port), resolve('openapi/openapi.yaml')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((ready, fail) => {
    // Prism reads and checks the whole contract before it listens: seconds on a quiet machine, a minute or more
    // on a loaded one (a run beside `stress --cpu 4` missed a 30 s bound). tests/helpers/prism.ts waits as long.
    const timer = setTimeout(() => fail(new Error(`Prism did not start in 180 s:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`Prism exited (${code}):\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

let prism: Prism | undefined;
let previousBase = '';

beforeAll(async () => {
  previousBase = getApiBaseUrl();
  prism = await startPrismMock();
  setApiBaseUrl(prism.url);
}, 200_000);

afterAll(async () => {
  setApiBaseUrl(previousBase);
  await prism?.stop();
});

describe('storefront against Prism', () => {
  it('renders the home page: featured products, active categories and their rows, no failure banner', async () => {
    renderStorefront('/');
    const featured = (await screen.findByRole('heading', { name: 'Featured' })).closest('section')!;
    expect(await within(featured).findByRole('link', { name: 'Linen Wrap Midi Dress' })).toHaveAttribute(
      'href',
      '/products/linen-wrap-midi-dress',
    );
    const categories = (await screen.findByRole('heading', { name: 'Shop by Category' })).closest('section')!;
    expect(within(categories).getByRole('link', { name: 'New Arrivals' })).toHaveAttribute(
      'href',
      '/shop?category=new-arrivals',
    );
    // The first row: the mock answers every row with the same two products, and the rows after it leave them
    // out once they have shown twice on the page.
    const row = (await screen.findByRole('heading', { name: 'New Arrivals' })).closest('section')!;
    expect(within(row).getByRole('link', { name: 'View all New Arrivals products' })).toBeInTheDocument();
    await within(row).findAllByRole('article', {});
    expect(
      screen.queryByText('Some sections failed to load. Please try refreshing the page.'),
    ).not.toBeInTheDocument();
  });

  it('renders the shop with its categories and products, and a search', async () => {
    renderStorefront('/shop?category=new-arrivals&minPrice=500');
    const results = screen.getByRole('region', { name: 'Shop' });
    expect(await within(results).findByRole('link', { name: 'Crochet Shoulder Bag' })).toBeInTheDocument();
    expect(within(results).getByText('EGP 1,305.00')).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    expect(await within(sidebar).findByRole('button', { name: 'New Arrivals' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    renderStorefront('/shop?q=linen');
    expect((await screen.findAllByRole('link', { name: 'Linen Wrap Midi Dress' })).length).toBeGreaterThan(0);
  });

  it('renders a product page', async () => {
    renderStorefront('/products/linen-wrap-midi-dress');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Linen Wrap Midi Dress' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sage' })).toBeInTheDocument();
  });
});
