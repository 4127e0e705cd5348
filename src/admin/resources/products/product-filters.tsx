/**
 * The products list's search and filters: name or SKU, category, tag, shown or hidden, low stock,
 * discounted. The data provider turns them into listAdminProducts' query parameters.
 */
import { useMemo } from 'react';
import { AutocompleteInput, BooleanInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { LOW_STOCK_THRESHOLD } from '../../data-provider/products';
import { useProductsText, type ProductsText } from '../../i18n/products';

const nameFilter = (q: string) => ({ q });

export function productFilters(t: ProductsText) {
  const f = t.filters;
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={f.search} />,
    <ReferenceInput
      key="categoryId"
      source="categoryId"
      reference="categories"
      sort={{ field: 'name', order: 'ASC' }}
    >
      <AutocompleteInput label={f.category} optionText="name" filterToQuery={nameFilter} />
    </ReferenceInput>,
    <ReferenceInput key="tagId" source="tagId" reference="tags" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput label={f.tag} optionText="name" filterToQuery={nameFilter} />
    </ReferenceInput>,
    <SelectInput
      key="active"
      source="active"
      label={f.status}
      choices={[
        { id: 'true', name: t.active },
        { id: 'false', name: t.inactive },
      ]}
    />,
    <BooleanInput key="lowStock" source="lowStock" label={f.lowStock(LOW_STOCK_THRESHOLD)} defaultValue />,
    <SelectInput
      key="discount"
      source="discount"
      label={f.discount}
      choices={[
        { id: 'true', name: f.discounted },
        { id: 'false', name: f.notDiscounted },
      ]}
    />,
  ];
}

/** The filters in the back office's language. */
export function useProductFilters() {
  const t = useProductsText();
  return useMemo(() => productFilters(t), [t]);
}
