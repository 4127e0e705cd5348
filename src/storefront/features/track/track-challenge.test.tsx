// The solve-and-retry path as a shopper meets it: the server asks for proof of work (428), the page solves a
// challenge in a Web Worker (a fake one here: happy-dom has none), shows "Checking your connection…" meanwhile,
// and sends the same look-up again; the form keeps what she typed.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../cart/test-utils';
import { trackingFixture } from '../orders/test-fixtures';
import TrackPage from './track-page';

const CHALLENGE = { parameters: { algorithm: 'SHA-256', keyPrefix: 'ab' }, signature: 'signed' };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

/** A Worker that answers the challenge it is sent when the test says so. */
class FakeWorker {
  static instances: FakeWorker[] = [];
  static received: unknown[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.instances.push(this);
  }
  postMessage(challenge: unknown) {
    FakeWorker.received.push(challenge);
  }
  answer(solution: unknown) {
    this.onmessage?.({ data: solution } as MessageEvent);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('TrackPage under a challenge', () => {
  it('solves in a worker, says so meanwhile, and sends the look-up again with the solution', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const altcha: (string | null)[] = [];
    server.use(
      http.get('*/api/challenge', () => HttpResponse.json(CHALLENGE)),
      http.post('*/api/customer/orders/track', ({ request }) => {
        altcha.push(request.headers.get('x-altcha'));
        if (!request.headers.get('x-altcha'))
          return HttpResponse.json(
            { error: 'We need to check your connection first. Please try again.' },
            { status: 428 },
          );
        return HttpResponse.json(trackingFixture());
      }),
    );
    const user = userEvent.setup();
    renderPage('/track', <TrackPage />, { otherRoutes: ['/orders/:orderNumber'] });
    expect(screen.queryByText('Checking your connection…')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Order number'), 'MO-7K3Q9D');
    await user.type(screen.getByLabelText('Mobile number'), '01012345678');
    await user.click(screen.getByRole('button', { name: 'Track order' }));

    expect(await screen.findByText('Checking your connection…')).toBeInTheDocument();
    await waitFor(() => expect(FakeWorker.instances).toHaveLength(1));
    const worker = FakeWorker.instances[0]!;
    expect(worker.url.pathname).toMatch(/challenge\.worker\.ts$/);
    expect(FakeWorker.received).toEqual([CHALLENGE]);
    // What she typed stays while the page works.
    expect(screen.getByLabelText('Order number')).toHaveValue('MO-7K3Q9D');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('01012345678');

    worker.answer({ counter: 42, derivedKey: 'ab99' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Order MO-7K3Q9D' })).toBeInTheDocument();
    expect(screen.queryByText('Checking your connection…')).not.toBeInTheDocument();
    expect(worker.terminated).toBe(true);
    expect(altcha).toHaveLength(2);
    expect(altcha[0]).toBeNull();
    expect(JSON.parse(atob(altcha[1]!))).toEqual({
      challenge: CHALLENGE,
      solution: { counter: 42, derivedKey: 'ab99' },
    });
  });
});
