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
import { WithName } from '../../components/with-name';
import { useRefreshTags } from '../tags/use-refresh-tags';
import { TagPicker } from '../tags/tag-picker';
import { CategoryOrTagTable } from './category-or-tag-table';
import { EMPTY_CATEGORY_FORM, useCategoryForms } from './category-form';
import { RESOURCE_OF, SIZE_GUIDE_MAX, type CategoryKind } from './category-texts';
import { useCategoriesText } from '../../i18n/categories';
import { useFormsText } from '../../i18n/forms';

/** The category's image: a real button that opens a hidden file input (a <label role="button"> is not allowed). */
function ImageFileInput() {
  const t = useCategoriesText();
  const { field } = useInput<File | null>({ source: 'image' });
  const fileInput = useRef<HTMLInputElement>(null);
  const image = field.value;
  return (
    <Box>
      <Button variant="outlined" onClick={() => fileInput.current?.click()}>
        {image ? <WithName text={t.imageChosen} name={image.name} /> : t.chooseImage}
      </Button>
      <input
        ref={fileInput}
        hidden
        type="file"
        accept="image/*"
        aria-label={t.categoryImage}
        onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
      />
    </Box>
  );
}

function TagNamesInput() {
  const t = useCategoriesText();
  const { field } = useInput<string[]>({ source: 'tagNames' });
  return <TagPicker value={field.value ?? []} onChange={field.onChange} mode="category" label={t.newTag} />;
}

function CategoryOnlyInputs() {
  const t = useCategoriesText();
  return (
    <>
      {/* The storefront's Arabic pages show these; empty, they show the English. */}
      <TextInput
        source="nameAr"
        label={t.nameAr}
        slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar', maxLength: 60 } }}
      />
      <TextInput
        source="descriptionAr"
        label={t.descriptionAr}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar', maxLength: 1000 } }}
      />
      <ImageFileInput />
      <TagNamesInput />
      <TextInput
        source="sizeGuide"
        label={t.sizeGuide}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: SIZE_GUIDE_MAX } }}
        helperText={t.sizeGuideHelp}
      />
    </>
  );
}

export function CategoryPage() {
  const t = useCategoriesText();
  const forms = useFormsText();
  const { createResolvers } = useCategoryForms();
  const refreshTags = useRefreshTags();
  // The kind picks the schema and the resource; it stays as chosen after a create clears the fields.
  const [type, setType] = useState<CategoryKind>('category');

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t.title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t.title}
          </Typography>
          <CreateForm
            resource={RESOURCE_OF[type]}
            noun={type}
            created={t.created(type)}
            failed={() => t.addFailed}
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
                  aria-label={t.createA}
                >
                  <FormControlLabel value="category" control={<Radio />} label={t.kinds.category} />
                  <FormControlLabel value="tag" control={<Radio />} label={t.kinds.tag} />
                </RadioGroup>
                <Stack spacing={2} sx={{ maxWidth: 560 }}>
                  <TextInput source="name" label={forms.name} isRequired />
                  <TextInput source="description" label={forms.description} multiline minRows={2} />
                  {type === 'category' && <CategoryOnlyInputs />}
                  <AddButton label={t.add(type)} isPending={isPending} />
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
