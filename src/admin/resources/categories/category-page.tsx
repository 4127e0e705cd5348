/**
 * Add Category at /admin/category (docs/product.md#categories-and-tags): create a category or a tag, then the lists of both.
 * The name is required after trimming and a second submit is ignored while one is in progress; the image
 * and the tag names belong to categories only; typed tag names may not repeat an existing or added tag.
 * One form (CreateForm) checked by the kind's schema from the contract (category-form.ts).
 */
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { TextInput, Title, useInput } from 'react-admin';
import { AddButton } from '../../components/create-form-parts';
import { CreateForm } from '../../components/create-form';
import { useRefreshTags } from '../tags/use-refresh-tags';
import { TagPicker } from '../tags/tag-picker';
import { CategoryOrTagTable } from './category-or-tag-table';
import { createResolvers, EMPTY_CATEGORY_FORM } from './category-form';
import { CATEGORY_TEXTS, RESOURCE_OF, SIZE_GUIDE_MAX, type CategoryKind } from './category-texts';

/** The category's image: a real button that opens a hidden file input (a <label role="button"> is not allowed). */
function ImageFileInput() {
  const { field } = useInput<File | null>({ source: 'image' });
  const fileInput = useRef<HTMLInputElement>(null);
  const image = field.value;
  return (
    <Box>
      <Button variant="outlined" onClick={() => fileInput.current?.click()}>
        {image ? `Image: ${image.name}` : 'Choose an image'}
      </Button>
      <input
        ref={fileInput}
        hidden
        type="file"
        accept="image/*"
        aria-label="Category image"
        onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
      />
    </Box>
  );
}

function TagNamesInput() {
  const { field } = useInput<string[]>({ source: 'tagNames' });
  return <TagPicker value={field.value ?? []} onChange={field.onChange} mode="category" label="New tag" />;
}

function CategoryOnlyInputs() {
  return (
    <>
      {/* The storefront's Arabic pages show these; empty, they show the English. */}
      <TextInput
        source="nameAr"
        label="Arabic name (optional)"
        slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar', maxLength: 60 } }}
      />
      <TextInput
        source="descriptionAr"
        label="Arabic description (optional)"
        multiline
        minRows={2}
        slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar', maxLength: 1000 } }}
      />
      <ImageFileInput />
      <TagNamesInput />
      <TextInput
        source="sizeGuide"
        label="Size guide"
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: SIZE_GUIDE_MAX } }}
        helperText="Optional. Shown on the product pages of this category, one line per row (e.g. S: bust 86 cm, waist 68 cm)."
      />
    </>
  );
}

export function CategoryPage() {
  const refreshTags = useRefreshTags();
  // The kind picks the schema and the resource; it stays as chosen after a create clears the fields.
  const [type, setType] = useState<CategoryKind>('category');

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Add Category" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Add Category
          </Typography>
          <CreateForm
            resource={RESOURCE_OF[type]}
            noun={type}
            failedMessage={CATEGORY_TEXTS.addFailed}
            resolver={createResolvers[type]}
            defaultValues={EMPTY_CATEGORY_FORM}
            onCreated={refreshTags}
          >
            {(isPending) => (
              <>
                <RadioGroup
                  row
                  value={type}
                  onChange={(event) => setType(event.target.value as CategoryKind)}
                  aria-label="Create a"
                >
                  <FormControlLabel value="category" control={<Radio />} label="Category" />
                  <FormControlLabel value="tag" control={<Radio />} label="Tag" />
                </RadioGroup>
                <Stack spacing={2} sx={{ maxWidth: 560 }}>
                  <TextInput source="name" label="Name" isRequired />
                  <TextInput source="description" label="Description" multiline minRows={2} />
                  {type === 'category' && <CategoryOnlyInputs />}
                  <AddButton label={type === 'category' ? 'Add category' : 'Add tag'} isPending={isPending} />
                </Stack>
              </>
            )}
          </CreateForm>
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <CategoryOrTagTable type="category" />
          <CategoryOrTagTable type="tag" />
        </CardContent>
      </Card>
    </Box>
  );
}
