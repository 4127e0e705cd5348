/**
 * Edit a category at /admin/categories/{id}: its name, description, the tags it groups and its image,
 * checked with the contract's schema (category-form.ts); only what changed goes to updateCategory. The slug stays, so links to
 * the category keep working.
 */
import { Box, Typography } from '@mui/material';
import {
  BooleanInput,
  ImageField,
  ImageInput,
  SimpleForm,
  TextInput,
  useInput,
  useRecordContext,
} from 'react-admin';
import type { Category } from '../../../../generated/models';
import { EditPage, EditToolbar } from '../../components/edit-page';
import { TagPicker } from '../tags/tag-picker';
import { categoryChanges, useCategoryForms, type CategoryEditValues } from './category-form';
import { useCategoriesText } from '../../i18n/categories';
import { useFormsText } from '../../i18n/forms';

function TagNamesInput() {
  const t = useCategoriesText();
  const { field } = useInput<string[]>({ source: 'tagNames' });
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        {t.tagsItGroups}
      </Typography>
      <TagPicker value={field.value ?? []} onChange={field.onChange} mode="category" label={t.addATag} />
    </Box>
  );
}

function CategoryEditForm() {
  const category = useRecordContext<Category>();
  const t = useCategoriesText();
  const forms = useFormsText();
  const { categoryEditResolver } = useCategoryForms();
  if (!category) return null;
  return (
    <SimpleForm
      record={{
        id: category.id,
        name: category.name,
        description: category.description ?? '',
        nameAr: category.nameAr ?? '',
        descriptionAr: category.descriptionAr ?? '',
        sizeGuide: category.sizeGuide ?? '',
        tagNames: category.tags.map((tag) => tag.name),
      }}
      resolver={categoryEditResolver}
      toolbar={<EditToolbar back="/category" />}
    >
      <TextInput source="name" label={forms.name} isRequired />
      <TextInput source="description" label={forms.description} multiline minRows={2} />
      <TextInput source="nameAr" label={t.arabicName} inputProps={{ dir: 'rtl', lang: 'ar' }} />
      <TextInput
        source="descriptionAr"
        label={t.arabicDescription}
        multiline
        minRows={2}
        inputProps={{ dir: 'rtl', lang: 'ar' }}
      />
      <TextInput
        source="sizeGuide"
        label={t.sizeGuide}
        helperText={t.sizeGuideEditHelp}
        multiline
        minRows={3}
      />
      <TagNamesInput />
      {category.imageUrl && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="subtitle2">{t.currentImage}</Typography>
          <img src={category.imageUrl} alt={category.name} style={{ maxWidth: '100%', maxHeight: 160 }} />
          <BooleanInput source="removeImage" label={t.removeImage} />
        </Box>
      )}
      {/* The drop zone's own file input is named too (axe: an input without a label). */}
      <ImageInput
        source="image"
        label={t.newImage}
        inputProps={{ 'aria-label': t.newImage }}
        accept={{ 'image/*': [] }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </SimpleForm>
  );
}

export function CategoryEdit() {
  const t = useCategoriesText();
  return (
    <EditPage
      title={t.editCategory}
      back="/category"
      updated={t.updated('category')}
      updateFailed={(why) => t.updateFailed('category', why)}
      transform={(values: CategoryEditValues, options?: { previousData?: Category }) =>
        categoryChanges(options!.previousData!, values)
      }
    >
      <CategoryEditForm />
    </EditPage>
  );
}
