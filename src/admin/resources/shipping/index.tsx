/**
 * The "shipping" resource: Egypt's 27 governorates with their fee, all on one page, each fee edited in
 * place (docs/business-rules.md#shipping). Only the fee changes; governorates are neither added nor removed.
 */
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Datagrid, FunctionField, List, TextField } from 'react-admin';
import { ShippingPriceEditor } from './shipping-price-editor';

export function ShippingList() {
  return (
    <List
      title="Shipping prices"
      perPage={50}
      pagination={false}
      exporter={false}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="name" label="Governorate" />
        <FunctionField
          source="shippingPrice"
          label="Shipping price (EGP)"
          render={() => <ShippingPriceEditor />}
        />
      </Datagrid>
    </List>
  );
}

const shipping = { list: ShippingList, icon: LocalShippingIcon, recordRepresentation: 'name' };

export default shipping;
