/**
 * Edit a tag at /admin/tags/{id}: its name and description, checked with the contract's schema (category-form.ts);
 * saved with updateTag. Products and categories keep the tag under its new name.
 */
import { SimpleForm, TextInput, useRecordContext } from 'react-admin';
import type { Tag } from '../../../../generated/models';
import { EditPage, EditToolbar } from '../../components/edit-page';
import { useCategoryForms } from '../categories/category-form';
import { useCategoriesText } from '../../i18n/categories';
import { useFormsText } from '../../i18n/forms';

function TagEditForm() {
  const tag = useRecordContext<Tag>();
  const forms = useFormsText();
  const { tagEditResolver } = useCategoryForms();
  if (!tag) return null;
  return (
    <SimpleForm
      record={{ id: tag.id, name: tag.name, description: tag.description ?? '' }}
      resolver={tagEditResolver}
      toolbar={<EditToolbar back="/category" />}
    >
      <TextInput source="name" label={forms.name} isRequired />
      <TextInput source="description" label={forms.description} multiline minRows={2} />
    </SimpleForm>
  );
}

export function TagEdit() {
  const t = useCategoriesText();
  return (
    <EditPage
      title={t.editTag}
      back="/category"
      updated={t.updated('tag')}
      updateFailed={(why) => t.updateFailed('tag', why)}
    >
      <TagEditForm />
    </EditPage>
  );
}
