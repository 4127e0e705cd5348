/**
 * Edit a tag at /admin/tags/{id}: its name and description, checked with the contract's schema (category-form.ts);
 * saved with updateTag. Products and categories keep the tag under its new name.
 */
import { SimpleForm, TextInput, useRecordContext } from 'react-admin';
import type { Tag } from '../../../../generated/models';
import { EditPage, EditToolbar } from '../../components/edit-page';
import { tagEditResolver } from '../categories/category-form';

function TagEditForm() {
  const tag = useRecordContext<Tag>();
  if (!tag) return null;
  return (
    <SimpleForm
      record={{ id: tag.id, name: tag.name, description: tag.description ?? '' }}
      resolver={tagEditResolver}
      toolbar={<EditToolbar back="/category" />}
    >
      <TextInput source="name" label="Name" isRequired />
      <TextInput source="description" label="Description" multiline minRows={2} />
    </SimpleForm>
  );
}

export function TagEdit() {
  return (
    <EditPage title="Edit tag" back="/category" noun="tag">
      <TagEditForm />
    </EditPage>
  );
}
