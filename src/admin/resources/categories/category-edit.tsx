/**
 * Edit a category at /admin/categories/{id}: its name, description, the tags it groups and its image,
 * checked as the create form checks them; only what changed goes to updateCategory. The slug stays, so links to
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
import type { CategoryEditDraft } from '../../data-provider/categories';
import { TagPicker } from '../tags/tag-picker';

const NAME_MAX = 60;
const DESCRIPTION_MAX = 1000;
const SIZE_GUIDE_MAX = 2000;

interface CategoryEditValues {
  name: string;
  description: string;
  nameAr?: string;
  descriptionAr?: string;
  sizeGuide?: string;
  tagNames: string[];
  image?: unknown;
  removeImage?: boolean;
}

export function validateCategoryEdit(values: Partial<CategoryEditValues>) {
  const errors: Partial<Record<keyof CategoryEditValues, string>> = {};
  const name = (values.name ?? '').trim();
  if (!name) errors.name = 'Name is required.';
  else if (name.length > NAME_MAX) errors.name = `At most ${NAME_MAX} characters.`;
  if ((values.description ?? '').length > DESCRIPTION_MAX)
    errors.description = `At most ${DESCRIPTION_MAX} characters.`;
  if ((values.nameAr ?? '').trim().length > NAME_MAX) errors.nameAr = `At most ${NAME_MAX} characters.`;
  if ((values.descriptionAr ?? '').length > DESCRIPTION_MAX)
    errors.descriptionAr = `At most ${DESCRIPTION_MAX} characters.`;
  if ((values.sizeGuide ?? '').length > SIZE_GUIDE_MAX)
    errors.sizeGuide = `At most ${SIZE_GUIDE_MAX} characters.`;
  return errors;
}

/** Only the fields that differ from the category go up. */
export function categoryChanges(category: Category, values: CategoryEditValues): CategoryEditDraft {
  const draft: CategoryEditDraft = {};
  if (values.name.trim() !== category.name) draft.name = values.name;
  if ((values.description ?? '').trim() !== (category.description ?? ''))
    draft.description = values.description ?? '';
  // The optional texts: a change, or an emptied one (which removes it).
  for (const key of ['nameAr', 'descriptionAr', 'sizeGuide'] as const) {
    if ((values[key] ?? '').trim() !== (category[key] ?? '')) draft[key] = values[key] ?? '';
  }
  const before = category.tags.map((tag) => tag.name.toLowerCase()).sort();
  const after = values.tagNames.map((name) => name.toLowerCase()).sort();
  if (before.join('\n') !== after.join('\n')) draft.tagNames = values.tagNames;
  if (values.image) draft.image = values.image as CategoryEditDraft['image'];
  else if (values.removeImage) draft.removeImage = true;
  return draft;
}

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
      validate={validateCategoryEdit}
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
