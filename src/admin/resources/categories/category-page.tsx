/**
 * Add Category at /admin/category (docs/product.md#categories-and-tags): create a category or a tag, then the lists of both.
 * The name is required after trimming and a second submit is ignored while one is in progress; the image
 * and the tag names belong to categories only; typed tag names may not repeat an existing or added tag.
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
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { Title, useCreate, useNotify } from 'react-admin';
import { useRefreshTags } from '../tags/use-refresh-tags';
import { TagPicker } from '../tags/tag-picker';
import { CategoryOrTagTable } from './category-or-tag-table';
import { CATEGORY_TEXTS, RESOURCE_OF, SIZE_GUIDE_MAX, type CategoryKind } from './category-texts';

export function CategoryPage() {
  const notify = useNotify();
  const refreshTags = useRefreshTags();
  const [create] = useCreate();
  const [type, setType] = useState<CategoryKind>('category');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameAr, setNameAr] = useState('');
  const [descriptionAr, setDescriptionAr] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [tagNames, setTagNames] = useState<string[]>([]);
  const [sizeGuide, setSizeGuide] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  // A ref, not state: two quick submits in the same tick must still see the first one in progress.
  const inProgress = useRef(false);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const reset = () => {
    setName('');
    setDescription('');
    setNameAr('');
    setDescriptionAr('');
    setImage(null);
    setTagNames([]);
    setSizeGuide('');
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inProgress.current) return;
    if (!name.trim()) {
      setNameError(CATEGORY_TEXTS.nameRequired);
      return;
    }
    inProgress.current = true;
    setSaving(true);
    const data =
      type === 'category'
        ? { name, description, nameAr, descriptionAr, image, tagNames, sizeGuide }
        : { name, description };
    const done = () => {
      inProgress.current = false;
      setSaving(false);
    };
    // No call-time onSettled: it would replace react-admin's own, which reloads the lists after a create.
    create(
      RESOURCE_OF[type],
      { data },
      {
        onSuccess: () => {
          done();
          refreshTags();
          notify(type === 'category' ? 'Category created' : 'Tag created', { type: 'success' });
          reset();
        },
        onError: (error) => {
          done();
          console.error(error);
          notify(CATEGORY_TEXTS.addFailed, { type: 'error' });
        },
      },
    );
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Add Category" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Add Category
          </Typography>
          <Box component="form" onSubmit={submit} noValidate>
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
              <TextField
                label="Name"
                required
                value={name}
                onChange={(event) => {
                  setName(event.target.value);
                  setNameError(null);
                }}
                error={Boolean(nameError)}
                helperText={nameError ?? ' '}
              />
              <TextField
                label="Description"
                value={description}
                onChange={(event) => setDescription(event.target.value)}
                multiline
                minRows={2}
              />
              {type === 'category' && (
                <>
                  {/* The storefront's Arabic pages show these; empty, they show the English. */}
                  <TextField
                    label="Arabic name (optional)"
                    value={nameAr}
                    onChange={(event) => setNameAr(event.target.value)}
                    slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar', maxLength: 60 } }}
                  />
                  <TextField
                    label="Arabic description (optional)"
                    value={descriptionAr}
                    onChange={(event) => setDescriptionAr(event.target.value)}
                    multiline
                    minRows={2}
                    slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar', maxLength: 1000 } }}
                  />
                  <Box>
                    {/* A real button that opens the hidden file input: a <label role="button"> is not allowed. */}
                    <Button variant="outlined" onClick={() => fileInput.current?.click()}>
                      {image ? `Image: ${image.name}` : 'Choose an image'}
                    </Button>
                    <input
                      ref={fileInput}
                      hidden
                      type="file"
                      accept="image/*"
                      aria-label="Category image"
                      onChange={(event) => setImage(event.target.files?.[0] ?? null)}
                    />
                  </Box>
                  <TagPicker value={tagNames} onChange={setTagNames} mode="category" label="New tag" />
                  <TextField
                    label="Size guide"
                    value={sizeGuide}
                    onChange={(event) => setSizeGuide(event.target.value)}
                    multiline
                    minRows={3}
                    slotProps={{ htmlInput: { maxLength: SIZE_GUIDE_MAX } }}
                    helperText="Optional. Shown on the product pages of this category, one line per row (e.g. S: bust 86 cm, waist 68 cm)."
                  />
                </>
              )}
              <Box>
                <Button type="submit" variant="contained" disabled={saving}>
                  {saving ? 'Adding…' : type === 'category' ? 'Add category' : 'Add tag'}
                </Button>
              </Box>
            </Stack>
          </Box>
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
