import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryDataProvider, renderAdmin } from '../../test-support/render-admin';

const tag = (id: number, name: string, isActive = true) => ({ id, name, description: null, isActive });
const category = (id: number, name: string, isActive = true) => ({
  id,
  slug: name.toLowerCase(),
  name,
  description: null,
  imageUrl: null,
  isActive,
  tags: [],
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function setup(records = {}) {
  const dataProvider = memoryDataProvider({
    categories: [category(1, 'Bags')],
    tags: [tag(1, 'Linen'), tag(2, 'summer', false)],
    ...records,
  });
  renderAdmin('/admin/category', { dataProvider });
  return dataProvider;
}

describe('category page', () => {
  it('lists categories and tags with Active/Inactive and Activate/Deactivate', async () => {
    setup();
    const tags = await screen.findByRole('region', { name: 'Tags' });
    const summer = (await within(tags).findByText('summer')).closest('tr')!;
    expect(within(summer).getByText('Inactive')).toBeInTheDocument();
    expect(within(summer).getByRole('button', { name: 'Activate summer' })).toHaveTextContent('Activate');
    const bags = (
      await within(screen.getByRole('region', { name: 'Categories' }).closest('section')!).findByText('Bags')
    ).closest('tr')!;
    expect(within(bags).getByText('Active')).toBeInTheDocument();
    expect(within(bags).getByRole('button', { name: 'Deactivate Bags' })).toHaveTextContent('Deactivate');
  });

  it('requires a name after trimming and creates nothing without one', async () => {
    const dataProvider = setup();
    await userEvent.type(await screen.findByLabelText(/^Name/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('creates a category with its new tags; a typed tag may not repeat an existing or added one', async () => {
    const dataProvider = setup();
    await userEvent.type(await screen.findByLabelText(/^Name/), ' Evening ');
    const tagField = screen.getByLabelText('New tag');
    await userEvent.type(tagField, 'LINEN{Enter}');
    expect(
      await screen.findByText('This tag already exists: pick it from the suggestions.'),
    ).toBeInTheDocument();
    await userEvent.clear(tagField);
    await userEvent.type(tagField, 'satin{Enter}');
    await userEvent.type(tagField, 'Satin{Enter}');
    expect(await screen.findByText('This tag is already added.')).toBeInTheDocument();
    await userEvent.clear(tagField);
    // An existing tag is added through its suggestion.
    await userEvent.click(within(screen.getByLabelText('Tag suggestions')).getByText('Linen'));
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }));

    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledOnce());
    expect(dataProvider.create).toHaveBeenCalledWith(
      'categories',
      expect.objectContaining({
        data: expect.objectContaining({ name: ' Evening ', tagNames: ['satin', 'Linen'] }),
      }),
    );
    // The lists reload: the new category shows under Categories.
    expect(
      await within(screen.getByRole('region', { name: 'Categories' })).findByText(' Evening ', {
        normalizer: (text) => text,
      }),
    ).toBeInTheDocument();
  });

  it('sends the optional size guide with a category, and offers none for a tag', async () => {
    const dataProvider = setup();
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Dresses');
    const guide = screen.getByLabelText('Size guide');
    expect(guide).toHaveAttribute('maxlength', '2000');
    await userEvent.type(guide, 'S: bust 86 cm{Enter}M: bust 90 cm');
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'categories',
        expect.objectContaining({
          data: expect.objectContaining({ name: 'Dresses', sizeGuide: 'S: bust 86 cm\nM: bust 90 cm' }),
        }),
      ),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Tag' }));
    expect(screen.queryByLabelText('Size guide')).not.toBeInTheDocument();
  });

  it('caps the tag suggestions at 8', async () => {
    setup({ tags: Array.from({ length: 12 }, (_, i) => tag(i + 1, `tag-${i + 1}`)) });
    await userEvent.type(await screen.findByLabelText('New tag'), 'tag');
    const suggestions = await screen.findByLabelText('Tag suggestions');
    expect(within(suggestions).getAllByRole('button')).toHaveLength(8);
  });

  it('creates a tag with no image or tag names', async () => {
    const dataProvider = setup();
    await userEvent.click(await screen.findByRole('radio', { name: 'Tag' }));
    expect(screen.queryByLabelText('New tag')).not.toBeInTheDocument();
    expect(screen.queryByText('Choose an image')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Name/), 'satin');
    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith('tags', { data: { name: 'satin', description: '' } }),
    );
  });

  it('ignores a second submit while one is in progress', async () => {
    const dataProvider = setup();
    dataProvider.create.mockImplementationOnce(() => new Promise(() => undefined));
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Evening');
    const form = screen.getByRole('button', { name: 'Add category' }).closest('form')!;
    form.requestSubmit();
    form.requestSubmit();
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledOnce());
  });

  it('alerts "Error adding item" when the server refuses', async () => {
    const dataProvider = setup();
    dataProvider.create.mockRejectedValueOnce(new HttpError('A category named Bags already exists', 409));
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Bags');
    await userEvent.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Error adding item')).toBeInTheDocument();
  });

  it('asks "Are you sure you want to delete this tag?" and alerts "Error deleting tag" on failure', async () => {
    const dataProvider = setup();
    dataProvider.delete.mockRejectedValueOnce(new HttpError('Tag not found', 404));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Linen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this tag?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Error deleting tag')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('tags', expect.objectContaining({ id: 1 }));
  });

  it('deletes a category after confirmation', async () => {
    const dataProvider = setup();
    expect(dataProvider.delete).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Bags' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this category?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Bags')).not.toBeInTheDocument());
    expect(dataProvider.delete).toHaveBeenCalledWith('categories', expect.objectContaining({ id: 1 }));
  });

  it('toggles a category and alerts "Error updating category status" on failure', async () => {
    const dataProvider = setup();
    dataProvider.update.mockRejectedValueOnce(new HttpError('Server error', 500));
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Bags' }));
    expect(await screen.findByText('Error updating category status')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'categories',
      expect.objectContaining({ id: 1, data: { isActive: false } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Bags' }));
    expect(await screen.findByRole('button', { name: 'Activate Bags' })).toBeInTheDocument();
  });
});
