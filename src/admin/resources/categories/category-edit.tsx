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
import { categoryChanges, categoryEditResolver, type CategoryEditValues } from './category-form';

function TagNamesInput() {
  const { field } = useInput<string[]>({ source: 'tagNames' });
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        Tags it groups
      </Typography>
      <TagPicker value={field.value ?? []} onChange={field.onChange} mode="category" label="Add a tag" />
    </Box>
  );
}

function CategoryEditForm() {
  const category = useRecordContext<Category>();
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
      <TextInput source="name" label="Name" isRequired />
      <TextInput source="description" label="Description" multiline minRows={2} />
      <TextInput source="nameAr" label="Arabic name" inputProps={{ dir: 'rtl', lang: 'ar' }} />
      <TextInput
        source="descriptionAr"
        label="Arabic description"
        multiline
        minRows={2}
        inputProps={{ dir: 'rtl', lang: 'ar' }}
      />
      <TextInput
        source="sizeGuide"
        label="Size guide"
        helperText="Shown on the category's product pages; one line per row."
        multiline
        minRows={3}
      />
      <TagNamesInput />
      {category.imageUrl && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="subtitle2">Current image</Typography>
          <img src={category.imageUrl} alt={category.name} style={{ maxWidth: '100%', maxHeight: 160 }} />
          <BooleanInput source="removeImage" label="Remove the image" />
        </Box>
      )}
      <ImageInput source="image" label="New image" accept={{ 'image/*': [] }}>
        <ImageField source="src" title="title" />
      </ImageInput>
    </SimpleForm>
  );
}

export function CategoryEdit() {
  return (
    <EditPage
      title="Edit category"
      back="/category"
      noun="category"
      transform={(values: CategoryEditValues, options?: { previousData?: Category }) =>
        categoryChanges(options!.previousData!, values)
      }
    >
      <CategoryEditForm />
    </EditPage>
  );
}
