// Editing a category and a tag: only what changed goes up, with the create form's rules.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryDataProvider, renderAdmin } from '../../test-support/render-admin';

const category = {
  id: 3,
  slug: 'dresses',
  name: 'Dresses',
  description: null,
  imageUrl: null,
  isActive: true,
  tags: [{ id: 1, name: 'linen' }],
};
const tags = [
  { id: 1, name: 'linen', description: null, isActive: true },
  { id: 2, name: 'satin', description: 'Shiny', isActive: true },
];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('category edit', () => {
  it('sends only the fields that changed, with meta.edit', async () => {
    const dataProvider = memoryDataProvider({ categories: [category], tags });
    renderAdmin('/admin/categories/3', { dataProvider });
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Dresses');
    expect(screen.getByText('linen')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Evening dresses');
    await userEvent.type(screen.getByLabelText(/^Description/), 'For the nights');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'categories',
        expect.objectContaining({
          id: '3',
          meta: { edit: true },
          data: { name: 'Evening dresses', description: 'For the nights' },
        }),
      ),
    );
    expect(await screen.findByText('Category updated')).toBeInTheDocument();
  });

  it('edits the Arabic name and the size guide, and sends an emptied Arabic description as empty', async () => {
    const dataProvider = memoryDataProvider({
      categories: [{ ...category, nameAr: null, descriptionAr: 'قديم', sizeGuide: null }],
      tags,
    });
    renderAdmin('/admin/categories/3', { dataProvider });
    const arabicName = await screen.findByLabelText(/^Arabic name/);
    expect(screen.getByLabelText(/^Arabic description/)).toHaveValue('قديم');
    await userEvent.type(arabicName, 'فساتين');
    await userEvent.clear(screen.getByLabelText(/^Arabic description/));
    await userEvent.type(screen.getByLabelText(/^Size guide/), 'S: 84 cm');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'categories',
        expect.objectContaining({
          data: { nameAr: 'فساتين', descriptionAr: '', sizeGuide: 'S: 84 cm' },
        }),
      ),
    );
  });

  it('requires a name, like the create form', async () => {
    const dataProvider = memoryDataProvider({ categories: [category], tags });
    renderAdmin('/admin/categories/3', { dataProvider });
    await userEvent.clear(await screen.findByLabelText(/^Name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('the category page links each category and tag to its edit view', async () => {
    renderAdmin('/admin/category', { dataProvider: memoryDataProvider({ categories: [category], tags }) });
    await userEvent.click(await screen.findByRole('link', { name: 'Edit satin' }));
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('satin');
  });
});

describe('tag edit', () => {
  it('renames a tag and clears its description with meta.edit', async () => {
    const dataProvider = memoryDataProvider({ tags });
    renderAdmin('/admin/tags/2', { dataProvider });
    const name = await screen.findByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Silk satin');
    await userEvent.clear(screen.getByLabelText(/^Description/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'tags',
        expect.objectContaining({
          id: '2',
          meta: { edit: true },
          data: { name: 'Silk satin', description: null },
        }),
      ),
    );
  });
});
