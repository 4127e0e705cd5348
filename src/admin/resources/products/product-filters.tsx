/**
 * The products list's search and filters: name or SKU, category, tag, shown or hidden, low stock,
 * discounted. The data provider turns them into listAdminProducts' query parameters.
 */
import { AutocompleteInput, BooleanInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { LOW_STOCK_THRESHOLD } from '../../data-provider/products';

const nameFilter = (q: string) => ({ q });

export const productFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or SKU" />,
  <ReferenceInput
    key="categoryId"
    source="categoryId"
    reference="categories"
    sort={{ field: 'name', order: 'ASC' }}
  >
    <AutocompleteInput label="Category" optionText="name" filterToQuery={nameFilter} />
  </ReferenceInput>,
  <ReferenceInput key="tagId" source="tagId" reference="tags" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label="Tag" optionText="name" filterToQuery={nameFilter} />
  </ReferenceInput>,
  <SelectInput
    key="active"
    source="active"
    label="Status"
    choices={[
      { id: 'true', name: 'Active' },
      { id: 'false', name: 'Inactive' },
    ]}
  />,
  <BooleanInput
    key="lowStock"
    source="lowStock"
    label={`Low stock (${LOW_STOCK_THRESHOLD} or fewer)`}
    defaultValue
  />,
  <SelectInput
    key="discount"
    source="discount"
    label="Discount"
    choices={[
      { id: 'true', name: 'Discounted' },
      { id: 'false', name: 'Not discounted' },
    ]}
  />,
];
