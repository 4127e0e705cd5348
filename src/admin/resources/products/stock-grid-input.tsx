/**
 * The colour × size grid of the one-screen product form (the form's `grid` value, product-grid.ts): colours
 * and sizes typed as chips, then one row of cells per colour — stock and SKU in each size, every input labelled
 * with its colour and size — with the colour's Arabic name, SKU and pictures. Also the category picker, which
 * adds the category's tag and suggests the sizes its products come in.
 */
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useGetList } from 'react-admin';
import type { Category, Product } from '../../../../generated/models';
import { useProductEditorText } from '../../i18n/product-editor';
import { ColourPictures } from './colour-pictures';
import {
  addColours,
  addSizes,
  cellOf,
  deriveSizeSet,
  fillStock,
  gridProblems,
  hasNumbers,
  removeColour,
  removeSize,
  setCell,
  setColour,
  sizeKey,
  suggestSkus,
  withSizeSet,
  type GridColour,
  type GridRefusal,
  type StockGrid,
} from './product-grid';

/** A text box with an Add button; Enter adds too (never submits the form). */
function AddBox({
  label,
  helperText,
  onAdd,
}: {
  label: string;
  helperText?: string;
  onAdd: (typed: string) => GridRefusal | undefined;
}) {
  const text = useProductEditorText();
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<GridRefusal | undefined>();
  const add = () => {
    const result = onAdd(typed);
    setRefusal(result);
    if (result !== 'empty') setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ width: '100%', maxWidth: 520 }}>
      <TextField
        label={label}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onKeyDown}
        size="small"
        fullWidth
        error={refusal !== undefined}
        helperText={refusal ? text.refusals[refusal] : helperText}
      />
      {/* Named "Add colours" / "Add sizes": the visible "Add" starts the name. */}
      <Button variant="outlined" onClick={add} sx={{ flexShrink: 0 }} aria-label={label}>
        {text.add}
      </Button>
    </Stack>
  );
}

/** The category picker: picking one adds its first tag to the product unless it already shares one. */
function CategoryPicker({
  categories,
  value,
  onPick,
}: {
  categories: Category[];
  value: number | '';
  onPick: (category: Category | undefined) => void;
}) {
  const text = useProductEditorText();
  return (
    <TextField
      select
      label={text.category}
      value={value}
      onChange={(event) => onPick(categories.find((c) => c.id === Number(event.target.value)))}
      helperText={text.categoryHelp}
      size="small"
      sx={{ minWidth: 240, maxWidth: '100%' }}
    >
      <MenuItem value="">{text.noCategory}</MenuItem>
      {categories.map((category) => (
        <MenuItem key={category.id} value={category.id} translate="no">
          {category.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

const sharesTag = (category: Category, tags: string[]) =>
  category.tags.some((tag) => tags.some((name) => sizeKey(name) === sizeKey(tag.name)));

const tagName = (tag: string | { name: string }) => (typeof tag === 'string' ? tag : tag.name);

export function StockGridInput({ mode }: { mode: 'add' | 'edit' }) {
  const text = useProductEditorText();
  const { setValue } = useFormContext();
  const {
    field: { value: grid, onChange },
    fieldState: { error },
  } = useController<{ grid: StockGrid }, 'grid'>({ name: 'grid' });
  const tags = ((useWatch({ name: 'tags' }) as Array<string | { name: string }> | undefined) ?? []).map(
    tagName,
  );
  const productSku = (useWatch({ name: 'sku' }) as string | undefined) ?? '';
  const [fillWith, setFillWith] = useState('');
  // Edits read the newest grid, so that the colour rows' callbacks never change.
  const latest = useRef(grid);
  latest.current = grid;
  const update = useCallback<Update>((change) => onChange(change(latest.current)), [onChange]);

  const { data: categories = [] } = useGetList<Category>('categories', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const inCategories = categories.filter((category) => sharesTag(category, tags));
  const [categoryId, setCategoryId] = useState<number | ''>('');
  const picked = categoryId === '' ? inCategories[0] : categories.find((c) => c.id === categoryId);

  // The category's size set: the sizes its products come in (docs/decisions: derived, not stored).
  const { data: categoryProducts } = useGetList<Product & { id: number }>(
    'products',
    { pagination: { page: 1, perPage: 50 }, filter: { categoryId: picked?.id } },
    { enabled: picked !== undefined },
  );
  const sizeSet = useMemo(() => deriveSizeSet(categoryProducts ?? []), [categoryProducts]);
  const sameSizes =
    sizeSet.length === grid.sizes.length && sizeSet.every((s, i) => sizeKey(s) === sizeKey(grid.sizes[i]));
  // A new product whose grid is still empty takes its category's sizes at once; otherwise they are offered.
  const automatic = mode === 'add' && !hasNumbers(grid);
  useEffect(() => {
    if (automatic && sizeSet.length && !sameSizes) onChange(withSizeSet(grid, sizeSet));
  }, [automatic, sizeSet, sameSizes, grid, onChange]);

  const pickCategory = (category: Category | undefined) => {
    setCategoryId(category?.id ?? '');
    if (category && !sharesTag(category, tags) && category.tags[0])
      setValue('tags', [...tags, category.tags[0].name], { shouldDirty: true });
  };

  const problems = error ? gridProblems(grid) : [];

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {text.category}
      </Typography>
      <CategoryPicker categories={categories} value={picked?.id ?? ''} onPick={pickCategory} />
      {inCategories.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {text.inCategories(inCategories.map((c) => c.name).join(', '))}
        </Typography>
      )}

      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {text.colours}
      </Typography>
      <AddBox
        label={text.addColours}
        helperText={text.addColoursHelp}
        onAdd={(typed) => {
          const result = addColours(grid, typed);
          onChange(result.grid);
          return result.refusal;
        }}
      />

      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {text.sizes}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        sx={{ mb: 1 }}
        component="ul"
        aria-label={text.sizes}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {grid.sizes.map((size) => (
          <li key={sizeKey(size)}>
            <Stack
              direction="row"
              alignItems="center"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 4, paddingInlineStart: 1.5 }}
            >
              <Typography variant="body2" component="span" translate="no">
                {size}
              </Typography>
              <IconButton
                size="small"
                aria-label={text.removeSize(size)}
                onClick={() => onChange(removeSize(grid, size))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          </li>
        ))}
      </Stack>
      <AddBox
        label={text.addSizes}
        onAdd={(typed) => {
          const result = addSizes(grid, typed);
          onChange(result.grid);
          return result.refusal;
        }}
      />
      {picked && sizeSet.length > 0 && !sameSizes && !automatic && (
        <Alert
          severity="info"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" onClick={() => onChange(withSizeSet(grid, sizeSet))}>
              {text.useTheseSizes}
            </Button>
          }
        >
          {text.categorySizes(picked.name, sizeSet.join(', '))}
        </Alert>
      )}

      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {text.grid}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {text.gridHelp}
      </Typography>
      {grid.colours.length === 0 ? (
        <Typography variant="body2">{text.noColoursYet}</Typography>
      ) : (
        <Stack direction="row" spacing={1} alignItems="flex-start" useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
          <TextField
            label={text.fillWith}
            value={fillWith}
            onChange={(event) => setFillWith(event.target.value)}
            type="number"
            size="small"
            sx={{ width: 180 }}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
          />
          <Button
            variant="outlined"
            onClick={() => fillWith.trim() !== '' && onChange(fillStock(grid, fillWith.trim()))}
          >
            {text.fill}
          </Button>
          <Button variant="outlined" onClick={() => onChange(suggestSkus(grid, productSku))}>
            {text.suggestSkus}
          </Button>
        </Stack>
      )}
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mb: 1 }} role="alert">
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 2 }}>
            {problems.map((problem) => (
              <li key={`${problem.kind}-${problem.colour}-${problem.kind === 'stock' ? problem.size : ''}`}>
                {problem.kind === 'stock'
                  ? text.problems.stock(problem.colour, problem.size)
                  : text.problems.noSize(problem.colour)}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Stack spacing={1.5}>
        {grid.colours.map((colour, index) => (
          <ColourCard
            key={sizeKey(colour.color)}
            colour={colour}
            index={index}
            sizes={grid.sizes}
            badSizes={problems
              .flatMap((p) => (p.kind === 'stock' && p.colour === colour.color ? [sizeKey(p.size)] : []))
              .join('|')}
            update={update}
          />
        ))}
      </Stack>
    </Box>
  );
}

type Update = (change: (grid: StockGrid) => StockGrid) => void;

/**
 * One colour's row: its Arabic name and SKU, a stock and a SKU per size, its pictures. Memoised: typing in one
 * cell re-renders that colour only (`badSizes` is a string so that equal problems compare equal).
 */
const ColourCard = memo(function ColourCard({
  colour,
  index,
  sizes,
  badSizes,
  update,
}: {
  colour: GridColour;
  index: number;
  sizes: string[];
  badSizes: string;
  update: Update;
}) {
  const text = useProductEditorText();
  return (
    <Card variant="outlined" component="section" aria-label={colour.color}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            fontWeight={600}
            sx={{ flex: 1, overflowWrap: 'anywhere' }}
            translate="no"
          >
            {colour.color}
          </Typography>
          <IconButton
            aria-label={text.removeColour(colour.color)}
            onClick={() => update((grid) => removeColour(grid, index))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1.5 }}>
          <TextField
            label={text.colourAr(colour.color)}
            value={colour.colorAr}
            onChange={(event) => update((grid) => setColour(grid, index, { colorAr: event.target.value }))}
            size="small"
            slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar', maxLength: 40 } }}
          />
          <TextField
            label={text.colourSku(colour.color)}
            value={colour.sku}
            onChange={(event) => update((grid) => setColour(grid, index, { sku: event.target.value }))}
            size="small"
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(auto-fill, minmax(150px, 1fr))',
            },
            gap: 1,
            mb: 1.5,
          }}
        >
          {sizes.map((size) => {
            const cell = cellOf(colour, size);
            const bad = badSizes.split('|').includes(sizeKey(size));
            return (
              <Stack key={sizeKey(size)} spacing={1} sx={{ p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
                <Typography variant="body2" fontWeight={600} component="span" translate="no">
                  {size}
                </Typography>
                <TextField
                  label={text.stock}
                  value={cell.stock}
                  type="number"
                  size="small"
                  error={bad}
                  onChange={(event) =>
                    update((grid) => setCell(grid, index, size, { stock: event.target.value }))
                  }
                  slotProps={{
                    htmlInput: {
                      min: 0,
                      step: 1,
                      inputMode: 'numeric',
                      'aria-label': text.stockOf(colour.color, size),
                    },
                  }}
                />
                <TextField
                  label={text.sku}
                  value={cell.sku}
                  size="small"
                  onChange={(event) =>
                    update((grid) => setCell(grid, index, size, { sku: event.target.value }))
                  }
                  slotProps={{
                    htmlInput: { maxLength: 60, 'aria-label': text.skuOf(colour.color, size) },
                  }}
                />
              </Stack>
            );
          })}
        </Box>
        <ColourPictures
          colour={colour.color}
          pictures={colour.pictures}
          stored={colour.stored}
          onChange={(pictures) => update((grid) => setColour(grid, index, { pictures }))}
        />
      </CardContent>
    </Card>
  );
});
