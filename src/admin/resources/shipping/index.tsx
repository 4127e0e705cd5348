/**
 * The "shipping" resource: Egypt's 27 governorates with their fee, all on one page, each fee editable
 * (DESIGN.md §4 "Shipping"). Only the fee changes; governorates are neither added nor removed.
 */
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Datagrid, Edit, FunctionField, List, NumberInput, SimpleForm, TextField, TextInput, minValue, maxValue, number, required, useNotify, useRedirect } from 'react-admin';
import { formatEGP } from '../../../shared/format';

type CityRecord = { id: number; name: string; shippingPrice: number };

export function ShippingList() {
  return (
    <List title="Shipping prices" perPage={50} pagination={false} exporter={false} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" label="Governorate" />
        <FunctionField<CityRecord> source="shippingPrice" label="Shipping price" render={(city) => formatEGP(city.shippingPrice)} />
      </Datagrid>
    </List>
  );
}

export function ShippingEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title="Shipping price"
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify('Shipping price saved', { type: 'success' });
          redirect('list', 'shipping');
        },
      }}
    >
      <SimpleForm>
        <TextInput source="name" label="Governorate" disabled />
        <NumberInput source="shippingPrice" label="Shipping price (EGP)" validate={[required(), number(), minValue(0), maxValue(10000)]} min={0} step={0.01} />
      </SimpleForm>
    </Edit>
  );
}

const shipping = { list: ShippingList, edit: ShippingEdit, icon: LocalShippingIcon, recordRepresentation: 'name' };

export default shipping;
