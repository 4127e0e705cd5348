/**
 * The discount form's searchable picker for its product, category or tag: type a few letters and the
 * matching names come (products are searched by the server, name or SKU; categories and tags are short lists
 * filtered as they come). Twenty suggestions at most.
 */
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useGetMany } from 'react-admin';
import type { DiscountType } from '../../../../generated/models';
import { useDiscountsText } from '../../i18n/discounts';

export const RESOURCE_OF: Record<DiscountType, 'products' | 'categories' | 'tags'> = {
  product: 'products',
  category: 'categories',
  tag: 'tags',
};

interface Option {
  id: number | string;
  name: string;
}

interface ReferencePickerProps {
  type: DiscountType;
  label: string;
  /** The chosen id as text ('' for none). */
  value: string;
  onChange: (id: string) => void;
  error?: boolean;
  helperText?: string;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function ReferencePicker({ type, label, value, onChange, error, helperText }: ReferencePickerProps) {
  const t = useDiscountsText();
  const [input, setInput] = useState('');
  const q = useDebounced(input.trim(), 250);
  const resource = RESOURCE_OF[type];
  const { data: found = [], isPending } = useGetList<Option>(resource, {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'name', order: 'ASC' },
    filter: q ? { q } : {},
  });
  const { data: chosen = [] } = useGetMany<Option>(
    resource,
    { ids: value ? [value] : [] },
    { enabled: !!value },
  );
  const selected = chosen.find((option) => String(option.id) === value) ?? null;
  const options = selected && !found.some((o) => o.id === selected.id) ? [selected, ...found] : found;
  return (
    <Autocomplete<Option>
      options={options}
      value={selected}
      loading={isPending}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosenOption) => String(option.id) === String(chosenOption.id)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear') setInput('');
      }}
      onChange={(_event, option) => onChange(option ? String(option.id) : '')}
      noOptionsText={q ? t.noMatch(type, q) : t.noneOfType(type)}
      fullWidth
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props} translate="no">
          {option.name}
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} required error={error} helperText={helperText} />
      )}
    />
  );
}
