// The synonyms screen: the groups listed, a group added from one box of comma-separated words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getAddSynonymGroupMockHandler,
  getListSynonymsMockHandler,
} from '../../../../generated/api/synonyms/synonyms.msw';
import type { SynonymGroup } from '../../../../generated/models';
import { dataProvider } from '../../data-provider';
import { renderAdmin } from '../../test-support/render-admin';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The page is a lazy chunk: load it once here so the test's wait is for the page, not for the transform.
  await import('./synonyms-page');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('synonyms page', () => {
  it('lists the groups and adds one', async () => {
    const groups: SynonymGroup[] = [
      { id: 1, words: ['جيبة', 'تنورة', 'skirt'], createdAt: '2026-11-20T09:00:00.000Z' },
    ];
    const bodies: unknown[] = [];
    server.use(
      getListSynonymsMockHandler(() => groups),
      getAddSynonymGroupMockHandler(async ({ request }) => {
        const body = (await request.json()) as { words: string[] };
        bodies.push(body);
        const data = { id: 2, words: body.words, createdAt: '2026-11-26T12:00:00.000Z' };
        groups.unshift(data);
        return { message: 'Synonyms added', data };
      }),
    );
    renderAdmin('/admin/synonyms', { dataProvider });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search synonyms' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Search synonyms' })).toHaveAttribute(
      'href',
      '/admin/synonyms',
    );
    const table = await screen.findByRole('table', { name: 'Groups' });
    expect(within(table).getByText('جيبة، تنورة، skirt')).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: /Words of the group/ });
    await userEvent.click(box);
    await userEvent.paste('طرحة');
    await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
    expect(await screen.findByText('Write at least two words, separated by commas.')).toBeVisible();
    expect(bodies).toEqual([]);

    await userEvent.paste('، حجاب, hijab');
    await userEvent.click(screen.getByRole('button', { name: 'Add group' }));
    await waitFor(() => expect(bodies).toEqual([{ words: ['طرحة', 'حجاب', 'hijab'] }]));
    expect(await within(table).findByText('طرحة، حجاب، hijab')).toBeInTheDocument();
  });
});
