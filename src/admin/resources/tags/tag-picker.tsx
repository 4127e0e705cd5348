/**
 * Tags typed or picked from suggestions (at most 8, docs/product.md#categories-and-tags). In "product" mode any name may be typed (an
 * existing tag is reused, a new one is created by the server); in "category" mode a typed name may not
 * duplicate an existing tag or one already added — existing tags are added through their suggestion.
 */
import { Box, Button, Chip, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useGetList, useInput } from 'react-admin';
import type { Tag } from '../../../../generated/models';
import { CATEGORIES_EN, useCategoriesText } from '../../i18n/categories';
import { addProductTag, checkNewTagName, suggestTags } from './tag-names';

export const TAGS_LOAD_ERROR = CATEGORIES_EN.picker.loadFailed;

export interface TagPickerProps {
  value: string[];
  onChange: (names: string[]) => void;
  mode: 'product' | 'category';
  label?: string;
  disabled?: boolean;
}

export function TagPicker({ value, onChange, mode, label, disabled }: TagPickerProps) {
  const t = useCategoriesText().picker;
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    data: tags = [],
    error,
    refetch,
  } = useGetList<Tag>('tags', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const suggestions = suggestTags(tags, typed, value);

  const add = () => {
    if (mode === 'product') {
      onChange(addProductTag(typed, tags, value));
      setTyped('');
      return;
    }
    const checked = checkNewTagName(typed, tags, value);
    if ('refusal' in checked) {
      setRefusal(t.refusals[checked.refusal]);
      return;
    }
    onChange([...value, checked.name]);
    setTyped('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          label={label ?? t.tags}
          value={typed}
          size="small"
          disabled={disabled}
          onChange={(event) => {
            setTyped(event.target.value);
            setRefusal(null);
          }}
          onKeyDown={onKeyDown}
          error={Boolean(refusal)}
          helperText={refusal ?? (mode === 'category' ? t.helpCategory : t.helpProduct)}
        />
        <Button
          onClick={add}
          disabled={disabled || !typed.trim()}
          variant="outlined"
          sx={{ mt: 0.25, whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {t.addTag}
        </Button>
      </Stack>
      {value.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1 }} aria-label={t.chosen}>
          {value.map((name) => (
            <Chip
              key={name}
              label={name}
              translate="no"
              onDelete={disabled ? undefined : () => onChange(value.filter((other) => other !== name))}
            />
          ))}
        </Stack>
      )}
      {error ? (
        <FormHelperText error>
          {t.loadFailed}{' '}
          <Button size="small" onClick={() => void refetch()}>
            {t.retry}
          </Button>
        </FormHelperText>
      ) : (
        suggestions.length > 0 && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {t.suggestions}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" aria-label={t.tagSuggestions}>
              {suggestions.map((name) => (
                <Chip
                  key={name}
                  label={name}
                  translate="no"
                  variant="outlined"
                  disabled={disabled}
                  onClick={() => onChange([...value, name])}
                />
              ))}
            </Stack>
          </Box>
        )
      )}
    </Box>
  );
}

/** TagPicker as a react-admin form input holding a list of tag names (records' `{id,name}` refs are read too). */
export function TagInput({
  source,
  mode,
  label,
}: {
  source: string;
  mode: 'product' | 'category';
  label?: string;
}) {
  const { field } = useInput({ source });
  const value = ((field.value ?? []) as Array<string | { name: string }>).map((tag) =>
    typeof tag === 'string' ? tag : tag.name,
  );
  return <TagPicker value={value} onChange={field.onChange} mode={mode} label={label} />;
}
